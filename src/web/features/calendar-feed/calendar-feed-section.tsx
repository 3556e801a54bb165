import { CalendarPlus, Copy, RefreshCw } from "lucide-react";
import { type CalendarFeed, subscribeLinks } from "~/domain/calendar-feed";
import { messages } from "~/domain/messages";
import { QueryState } from "~/web/components/query-state";
import { Button } from "~/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/web/components/ui/card";
import { ConfirmDialog } from "~/web/components/ui/confirm-dialog";
import { Input } from "~/web/components/ui/input";
import { Label } from "~/web/components/ui/label";
import { Skeleton } from "~/web/components/ui/skeleton";
import { copyWithToast } from "~/web/lib/clipboard";
import { failureToast } from "~/web/lib/query-client";
import { toast } from "~/web/lib/toast";
import { useCalendarFeed, useRegenerateCalendarFeed } from "./api";

const copy = (url: string) =>
  copyWithToast(url, { copied: messages.calendarFeed.copied, failed: messages.calendarFeed.copyFailed });

function Feed({ feed }: { feed: CalendarFeed }) {
  const regenerate = useRegenerateCalendarFeed(failureToast(messages.calendarFeed.regenerateFailed));
  const links = subscribeLinks(feed);
  const apps = [
    { name: "Google Calendar", href: links.google, external: true },
    { name: "Apple Calendar", href: links.apple, external: false },
    { name: "Outlook", href: links.outlook, external: true },
  ];
  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor="calendar-feed-url">Subscription address</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id="calendar-feed-url"
            readOnly
            value={feed.url}
            aria-describedby="calendar-feed-help"
            onFocus={(event) => event.currentTarget.select()}
            className="font-mono"
          />
          <Button type="button" variant="outline" onClick={() => copy(feed.url)}>
            <Copy aria-hidden className="size-4" />
            Copy
          </Button>
        </div>
        <p id="calendar-feed-help" className="text-sm text-muted-foreground">
          Anyone with this address can see your meetings: keep it to yourself.
        </p>
      </div>
      <ul className="flex flex-wrap gap-2" aria-label="Add to a calendar app">
        {apps.map((app) => (
          <li key={app.name}>
            <Button asChild variant="outline" size="sm">
              <a href={app.href} {...(app.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
                <CalendarPlus aria-hidden className="size-4" />
                Add to {app.name}
              </a>
            </Button>
          </li>
        ))}
      </ul>
      <div>
        <ConfirmDialog
          trigger={
            <Button type="button" variant="outline" disabled={regenerate.isPending}>
              <RefreshCw aria-hidden className="size-4" />
              Regenerate address
            </Button>
          }
          title="Make a new calendar address?"
          description="The old address stops working at once: calendars subscribed to it stop updating until you add the new one."
          confirmLabel="Regenerate"
          pending={regenerate.isPending}
          onConfirm={() =>
            regenerate.mutate(undefined, { onSuccess: () => toast(messages.calendarFeed.regenerated) })
          }
        />
      </div>
    </div>
  );
}

/** Settings: the private address of the caller's meetings, for Google Calendar, Apple Calendar and Outlook. */
export function CalendarFeedSection() {
  const feed = useCalendarFeed();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Calendar feed</CardTitle>
        <CardDescription>
          See your meetings in your own calendar app. It adds new meetings, moves rescheduled ones and marks
          cancelled ones; times show in your calendar's time zone.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState query={feed} what="your calendar address" skeleton={<Skeleton className="h-24" />}>
          {(loaded) => <Feed feed={loaded} />}
        </QueryState>
      </CardContent>
    </Card>
  );
}
