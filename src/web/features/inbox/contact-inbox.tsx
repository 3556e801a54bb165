import { Inbox, Mail } from "lucide-react";
import { useState } from "react";
import { CONTACT_INBOX_TOPIC, type ContactInboxMessage } from "~/domain/inbox";
import { messages } from "~/domain/messages";
import { PagedList } from "~/web/components/paged-list";
import { RelativeTime } from "~/web/components/relative-time";
import { StatusBadge } from "~/web/components/status-badge";
import { Button } from "~/web/components/ui/button";
import { Card, CardDescription, CardHeader, CardTitle } from "~/web/components/ui/card";
import { failureToast } from "~/web/lib/query-client";
import { useRealtimeInvalidate } from "~/web/lib/use-realtime-query";
import { INBOX_PAGE_SIZE, inboxKey, useContactMessages, useMarkContactMessage } from "./api";

/** 'Reply by email': the visitor's address with the subject prefilled. */
function replyHref(message: Pick<ContactInboxMessage, "email" | "subject">) {
  return `mailto:${encodeURIComponent(message.email)}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`;
}

/**
 * The contact-form messages for managers, newest first and live: open one to read it (it is then read for
 * every manager), reply by email, or mark it unread again.
 */
export function ContactInbox() {
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const inbox = useContactMessages(page);
  const { data } = inbox;
  const mark = useMarkContactMessage(failureToast(messages.generic.error));
  useRealtimeInvalidate(CONTACT_INBOX_TOPIC, inboxKey);

  const setRead = (message: ContactInboxMessage, read: boolean) => mark.mutate({ id: message.id, read });

  const toggle = (message: ContactInboxMessage) => {
    const opening = openId !== message.id;
    setOpenId(opening ? message.id : null);
    if (opening && !message.read) setRead(message, true);
  };

  return (
    <Card
      role="region"
      aria-labelledby="inbox-title"
      className="flex h-[36rem] min-w-0 flex-col overflow-hidden"
    >
      <CardHeader className="flex-row items-center justify-between gap-3 space-y-0 border-b py-4">
        <div>
          <CardTitle id="inbox-title">Contact messages</CardTitle>
          <CardDescription>Sent through the contact form, newest first.</CardDescription>
        </div>
        {data && data.unread > 0 && (
          <span className="text-sm text-muted-foreground tabular-nums">{data.unread} unread</span>
        )}
      </CardHeader>
      <PagedList
        query={inbox}
        what="the contact messages"
        isEmpty={(result) => result.items.length === 0}
        empty={{
          icon: Inbox,
          title: "No messages yet",
          description: "Messages sent through the contact page appear here.",
        }}
        className="px-2"
        scrollClassName="min-h-0 flex-1 overflow-y-auto"
        page={page}
        pageSize={INBOX_PAGE_SIZE}
        onPage={setPage}
        pagerLabel="Contact message pages"
        summary={(total) => `${total} messages`}
        pagerClassName="border-t px-6 py-3"
      >
        {(result) => (
          <ul aria-label="Contact messages" className="divide-y">
            {result.items.map((message) => (
              <InboxRow
                key={message.id}
                message={message}
                open={openId === message.id}
                onToggle={() => toggle(message)}
                onMarkUnread={() => setRead(message, false)}
                busy={mark.isPending}
              />
            ))}
          </ul>
        )}
      </PagedList>
    </Card>
  );
}

function InboxRow({
  message,
  open,
  onToggle,
  onMarkUnread,
  busy,
}: {
  message: ContactInboxMessage;
  open: boolean;
  onToggle: () => void;
  onMarkUnread: () => void;
  busy: boolean;
}) {
  const panelId = `contact-message-${message.id}`;
  return (
    <li>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
        className="flex w-full flex-col gap-1 px-6 py-3 text-left hover:bg-accent focus-visible:bg-accent focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
      >
        <span className="flex w-full items-center gap-2">
          <span className={`min-w-0 flex-1 truncate text-sm ${message.read ? "" : "font-semibold"}`}>
            {message.subject}
          </span>
          <StatusBadge status={message.read ? "Read" : "Unread"} />
          <RelativeTime
            value={message.createdAt}
            className="shrink-0 text-xs text-muted-foreground tabular-nums"
          />
        </span>
        <span className="w-full truncate text-sm text-muted-foreground">
          {message.name} · {message.email}
        </span>
      </button>
      <div id={panelId} hidden={!open} className="flex flex-col gap-3 px-6 pb-4">
        <p className="text-sm wrap-anywhere whitespace-pre-wrap">{message.message}</p>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <a href={replyHref(message)}>
              <Mail aria-hidden className="size-4" />
              Reply by email
            </a>
          </Button>
          {message.read && (
            <Button variant="outline" size="sm" disabled={busy} onClick={onMarkUnread}>
              Mark as unread
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}
