import { CheckCircle2 } from "lucide-react";
import { useRef } from "react";
import { messages } from "~/domain/messages";
import type { DeletionRequest } from "~/domain/users";
import { QueryState } from "~/web/components/query-state";
import { RelativeTime } from "~/web/components/relative-time";
import { Truncate } from "~/web/components/truncate";
import { Button } from "~/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/web/components/ui/card";
import { failureToast } from "~/web/lib/query-client";
import { toast } from "~/web/lib/toast";
import { useDeletionRequests, useResolveDeletionRequest } from "./api";

const pendingOnly = (requests: DeletionRequest[]) => requests.filter((r) => r.status === "pending");

/** Account-deletion requests that users logged from Settings, for a manager to process by hand. */
export function DeletionRequests() {
  const requests = useDeletionRequests();
  const resolve = useResolveDeletionRequest(failureToast(messages.users.deletionRequestFailed));
  const heading = useRef<HTMLHeadingElement>(null);

  // The promise, not mutate()'s callbacks: those are dropped if the list re-renders without the row first.
  // A failure's toast comes from the mutation's meta.
  const markDone = (request: DeletionRequest) =>
    resolve.mutateAsync(request.id).then(
      () => {
        toast(messages.users.deletionRequestDone(request.email));
        // Its row (and the button that had focus) is gone: keep the keyboard in this section.
        heading.current?.focus();
      },
      () => {},
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle ref={heading} tabIndex={-1} className="focus:outline-none">
          Account deletion requests
        </CardTitle>
        <CardDescription>
          Delete the account in the list above, then mark the request as done.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={requests}
          what="deletion requests"
          isEmpty={(all) => pendingOnly(all).length === 0}
          empty={{ icon: CheckCircle2, title: "No pending requests." }}
        >
          {(all) => (
            <ul className="divide-y">
              {pendingOnly(all).map((request) => (
                <li key={request.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <div className="min-w-0 flex-1">
                    <Truncate text={request.name || request.email} className="font-medium" />
                    <p className="flex min-w-0 gap-1 text-sm text-muted-foreground">
                      {request.name && <Truncate text={request.email} />}
                      <span className="shrink-0">
                        {request.name && "· "}requested <RelativeTime value={request.createdAt} />
                      </span>
                    </p>
                  </div>
                  <Button
                    size="sm"
                    variant="outline"
                    pending={resolve.isPending && resolve.variables === request.id}
                    pendingLabel="Saving"
                    aria-label={`Mark as done: the request of ${request.email}`}
                    onClick={() => markDone(request)}
                  >
                    Mark as done
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
