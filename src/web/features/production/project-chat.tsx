import { useQueryClient } from "@tanstack/react-query";
import { useLayoutEffect, useRef } from "react";
import { messages } from "~/domain/messages";
import { type ProjectKind, type ProjectMessage, projectChatTopic } from "~/domain/projects";
import { RelativeTime } from "~/web/components/relative-time";
import { useCurrentUser } from "~/web/components/session-guard";
import { Skeleton } from "~/web/components/ui/skeleton";
import { Composer } from "~/web/features/chat";
import { apiErrorToast } from "~/web/lib/api-error-toast";
import { useRealtime } from "~/web/lib/use-realtime";
import { cn } from "~/web/lib/utils";
import { projectQueries, sendProjectMessage, useProjectMessages } from "./api";

/**
 * A project's chat (spec sections 2 and 3): its creator, the kind's staff and managers talk here. About
 * 24rem tall; a new message arrives live through the realtime hub, never needing a refresh.
 */
export function ProjectChat({ kind, projectId }: { kind: ProjectKind; projectId: string }) {
  const me = useCurrentUser();
  const queryClient = useQueryClient();
  const key = projectQueries.messages(kind, projectId).queryKey;
  const thread = useProjectMessages(kind, projectId);
  const scroller = useRef<HTMLDivElement>(null);
  const items = thread.data?.items ?? [];
  const last = items.at(-1)?.id;

  const add = (message: ProjectMessage) =>
    queryClient.setQueryData(key, (old) =>
      !old || old.items.some((m) => m.id === message.id) ? old : { items: [...old.items, message] },
    );
  useRealtime(
    projectChatTopic(kind, projectId),
    (event) => {
      if (event.type !== "message") return;
      if (event.message && !event.truncated) add(event.message as ProjectMessage);
      else void queryClient.invalidateQueries({ queryKey: key });
    },
    { onResync: () => void queryClient.invalidateQueries({ queryKey: key }) },
  );

  useLayoutEffect(() => {
    if (last && scroller.current) scroller.current.scrollTop = scroller.current.scrollHeight;
  }, [last]);

  const send = async (content: string) => {
    try {
      add(await sendProjectMessage(kind, projectId, content));
    } catch (error) {
      apiErrorToast(messages.chat.projectSendFailed, error);
      throw error;
    }
  };

  return (
    <section aria-label="Project chat" className="flex h-96 flex-col overflow-hidden rounded-lg border">
      <div
        ref={scroller}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
        role="log"
        aria-label="Project messages"
        aria-live="polite"
        className="min-h-0 flex-1 overflow-y-auto px-4 py-3 focus-visible:outline-2 focus-visible:outline-ring"
      >
        {thread.isPending ? (
          <div className="grid gap-2">
            <Skeleton className="h-8 w-2/3" />
            <Skeleton className="ml-auto h-8 w-1/2" />
          </div>
        ) : items.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">
            {thread.isError ? messages.chat.projectFetchFailed : "No messages yet. Say hello!"}
          </p>
        ) : (
          <ol className="flex flex-col gap-3">
            {items.map((message) => {
              const mine = message.userId === me.id;
              return (
                <li
                  key={message.id}
                  className={cn(
                    "flex max-w-[85%] flex-col gap-1",
                    mine ? "items-end self-end" : "items-start self-start",
                  )}
                >
                  <span className="text-xs text-muted-foreground">
                    {mine ? "You" : message.authorName} · <RelativeTime value={message.createdAt} />
                  </span>
                  <p
                    className={cn(
                      "rounded-2xl px-3 py-2 text-sm wrap-anywhere whitespace-pre-wrap",
                      mine ? "rounded-br-sm bg-primary text-primary-foreground" : "rounded-bl-sm bg-muted",
                    )}
                  >
                    {message.content}
                  </p>
                </li>
              );
            })}
          </ol>
        )}
      </div>
      <Composer onSend={send} label="Write a message" draft={`project:${kind}:${projectId}`} />
    </section>
  );
}
