import { Moon } from "lucide-react";
import type { ChatStatus } from "~/domain/chat-visitor";

/** "Monday 9:00 AM": when the team is back, on the visitor's own clock. */
function backAtText(backAt: string): string {
  return new Intl.DateTimeFormat(undefined, { weekday: "long", hour: "numeric", minute: "2-digit" }).format(
    new Date(backAt),
  );
}

/**
 * Nobody is there to answer (issue 21): outside business hours, with when the team is back, or no manager
 * has been on the chat lately. The message still reaches the team; the visitor is asked for an email first.
 */
export function AwayNotice({ status, email }: { status: ChatStatus; email: string | null }) {
  return (
    <div className="border-b bg-accent/60 px-4 py-3 text-sm" role="note" aria-label="We are away">
      <p className="flex gap-2">
        <Moon aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
        {status.reason === "hours" ? (
          <span>
            We're away right now ({status.hours}).{" "}
            {status.backAt
              ? `We're back ${backAtText(status.backAt)} (your time).`
              : "We'll be back on the next business day."}{" "}
            Leave a message and a talent manager will reply then.
          </span>
        ) : (
          <span>
            No one from the team is on the chat right now. Leave a message: it reaches us all the same, and
            we'll reply as soon as we're back.
          </span>
        )}
      </p>
      {email && (
        <p className="mt-2 text-muted-foreground">
          We'll also email our reply to <span className="font-medium text-foreground">{email}</span>.
        </p>
      )}
    </div>
  );
}
