import { messages } from "~/domain/messages";
import type { NotificationPreference } from "~/domain/notifications";
import { QueryState } from "~/web/components/query-state";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/web/components/ui/card";
import { Skeleton } from "~/web/components/ui/skeleton";
import { failureToast } from "~/web/lib/query-client";
import { toast } from "~/web/lib/toast";
import { usePreferences, useSetPreference } from "./api";

function Choice({ preference }: { preference: NotificationPreference }) {
  const set = useSetPreference(failureToast(messages.notifications.updateFailed));
  const choose = (email: boolean) =>
    set.mutate(
      { kind: preference.kind, email },
      { onSuccess: () => toast({ title: messages.notifications.preferencesSaved }) },
    );
  const name = `notify-${preference.kind}`;
  return (
    <fieldset
      className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center"
      disabled={set.isPending}
    >
      <legend className="float-left text-sm font-medium">{preference.label}</legend>
      <div className="flex flex-wrap gap-4 text-sm">
        <label className="inline-flex min-h-6 items-center gap-2">
          <input type="radio" name={name} checked={!preference.email} onChange={() => choose(false)} />
          In app only
        </label>
        <label className="inline-flex min-h-6 items-center gap-2">
          <input type="radio" name={name} checked={preference.email} onChange={() => choose(true)} />
          In app and email
        </label>
      </div>
    </fieldset>
  );
}

/** Settings: per kind of notification, in the app only or by email as well. */
export function NotificationPreferences() {
  const preferences = usePreferences();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Notifications</CardTitle>
        <CardDescription>
          You always see notifications in the app. Choose which ones are emailed too; several changes to one
          thing within a few minutes come as one email.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={preferences}
          what="your notification settings"
          skeleton={<Skeleton className="h-24" />}
        >
          {(items) => (
            <div className="grid gap-4 divide-y [&>*]:pt-4 [&>*:first-child]:pt-0">
              {items.map((preference) => (
                <Choice key={preference.kind} preference={preference} />
              ))}
            </div>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
