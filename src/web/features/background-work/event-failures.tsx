import { CheckCircle2 } from "lucide-react";
import { useRef, useState } from "react";
import type { EventFailure } from "~/domain/events";
import { PagedList } from "~/web/components/paged-list";
import { RelativeTime } from "~/web/components/relative-time";
import { Truncate } from "~/web/components/truncate";
import { Button } from "~/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/web/components/ui/card";
import { failureToast } from "~/web/lib/query-client";
import { toast } from "~/web/lib/toast";
import { PAGE_SIZE, useEventFailures, useRetryEventFailure } from "./api";

/** "deal.moved" → "deal moved", "notifications.work" → "notifications (work)": the words of the list. */
const eventWords = (type: string) => type.replace(/[._]/g, " ");
const subscriberWords = (name: string) => {
  const [feature, part] = name.split(".");
  return part ? `${feature} (${part.replace(/-/g, " ")})` : name;
};
const keyOf = (failure: Pick<EventFailure, "eventId" | "subscriber">) =>
  `${failure.eventId}/${failure.subscriber}`;

/**
 * Background work that failed for good (ADR 076): a change was saved, but what follows it (a notification,
 * a history line, a reminder) failed every retry. A manager sees why and sends it again.
 */
export function EventFailures() {
  const [page, setPage] = useState(1);
  const failures = useEventFailures(page);
  const retry = useRetryEventFailure(failureToast("The retry could not be sent"));
  const heading = useRef<HTMLHeadingElement>(null);

  const send = (failure: EventFailure) =>
    retry.mutateAsync(failure).then(
      ({ delivered }) => {
        toast(
          delivered
            ? { title: "Done: the background work went through" }
            : { title: "It failed again", description: "It will be retried by itself in a few seconds." },
        );
        // its row (and the button that had focus) may be gone: keep the keyboard in this section
        heading.current?.focus();
      },
      () => {},
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle ref={heading} tabIndex={-1} className="focus:outline-none">
          Failed background work
        </CardTitle>
        <CardDescription>
          Changes that were saved, but whose follow-up (a notification, a history line, a reminder) failed
          after every retry.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <PagedList
          page={page}
          pageSize={PAGE_SIZE}
          onPage={setPage}
          pagerLabel="Failed background work pages"
          pagerClassName="mt-4"
          query={failures}
          what="the failed background work"
          isEmpty={(result) => result.items.length === 0}
          empty={{ icon: CheckCircle2, title: "Nothing has failed." }}
        >
          {(result) => (
            <ul aria-label="Failed background work" className="divide-y">
              {result.items.map((failure) => (
                <li key={keyOf(failure)} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <div className="min-w-0 flex-1 text-sm">
                    <p className="font-medium">
                      {subscriberWords(failure.subscriber)} after {eventWords(failure.type)}
                    </p>
                    <Truncate
                      text={failure.lastError ?? "No error was recorded."}
                      className="text-muted-foreground"
                    />
                    <p className="text-muted-foreground">
                      {failure.attempts} attempts · happened <RelativeTime value={failure.createdAt} />
                    </p>
                  </div>
                  <Button
                    size="sm"
                    variant="outline"
                    pending={retry.isPending && retry.variables && keyOf(retry.variables) === keyOf(failure)}
                    pendingLabel="Retrying"
                    aria-label={`Retry: ${subscriberWords(failure.subscriber)} after ${eventWords(failure.type)}`}
                    onClick={() => send(failure)}
                  >
                    Retry
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </PagedList>
      </CardContent>
    </Card>
  );
}
