import { MessageSquareText, Pencil, Plus, SearchX, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { messages } from "~/domain/messages";
import type { SavedReply } from "~/domain/saved-replies";
import { PageHeader } from "~/web/components/dashboard/page-header";
import { type Column, DataList } from "~/web/components/data-list";
import { PagedList } from "~/web/components/paged-list";
import { RelativeTime } from "~/web/components/relative-time";
import { SearchBox } from "~/web/components/search-box";
import { Truncate } from "~/web/components/truncate";
import { Button } from "~/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/web/components/ui/card";
import { ConfirmDialog } from "~/web/components/ui/confirm-dialog";
import { failureToast } from "~/web/lib/query-client";
import { toast } from "~/web/lib/toast";
import { useQueryState } from "~/web/lib/url-state";
import { SAVED_REPLIES_PAGE_SIZE, useSavedReplies, useSavedReplyAction } from "./api";
import { SavedReplyDialog } from "./reply-dialog";

const columns: Column<SavedReply>[] = [
  { header: "Title", cell: (reply) => <Truncate text={reply.title} lines={2} className="font-medium" /> },
  {
    header: "Text",
    cell: (reply) => <Truncate text={reply.content} lines={2} className="@3xl:max-w-[28rem]" />,
  },
  {
    header: "Updated",
    cell: (reply) => (
      <span className="text-muted-foreground">
        <RelativeTime value={reply.updatedAt} />
        {reply.updatedBy && <> by {reply.updatedBy.name}</>}
      </span>
    ),
  },
];

function ReplyActions({ reply }: { reply: SavedReply }) {
  const remove = useSavedReplyAction(failureToast(messages.savedReplies.deleteFailed));
  return (
    <div className="flex gap-1">
      <SavedReplyDialog
        reply={reply}
        trigger={
          <Button variant="ghost" size="sm">
            <Pencil aria-hidden className="size-4" />
            Edit<span className="sr-only"> {reply.title}</span>
          </Button>
        }
      />
      <ConfirmDialog
        trigger={
          <Button variant="ghost" size="sm" disabled={remove.isPending}>
            <Trash2 aria-hidden className="size-4" />
            Delete<span className="sr-only"> {reply.title}</span>
          </Button>
        }
        title={`Delete "${reply.title}"?`}
        description="Every manager loses this saved reply. Messages already sent with it stay as they are."
        confirmLabel="Delete reply"
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(
            { type: "delete", id: reply.id },
            { onSuccess: () => toast({ title: messages.savedReplies.deleted(reply.title) }) },
          )
        }
      />
    </div>
  );
}

/** The managers' saved replies (issue 21): a search, a server-paged list, New, Edit and Delete. */
export function SavedRepliesPage() {
  const [params, update] = useQueryState();
  const page = Math.max(1, Number(params.get("page")) || 1);
  const search = params.get("q") ?? "";
  const [typed, setTyped] = useState(search);
  const searchBox = useRef<HTMLInputElement>(null);
  const replies = useSavedReplies({ search, page });

  // search after a short pause in typing, from the first page
  useEffect(() => {
    const timer = setTimeout(() => {
      if (typed.trim() !== search) update({ q: typed.trim() || undefined, page: undefined });
    }, 300);
    return () => clearTimeout(timer);
  });

  const newReply = (
    <SavedReplyDialog
      trigger={
        <Button>
          <Plus aria-hidden className="size-4" />
          New reply
        </Button>
      }
    />
  );

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader
        title="Saved Replies"
        description={
          <>
            Answers every manager can insert in a chat: type / in the reply box of{" "}
            <Link to="/talent-dashboard" className="text-primary">
              Live Chats
            </Link>
            .
          </>
        }
        action={newReply}
      />
      <Card>
        <CardHeader className="flex-row flex-wrap items-end justify-between gap-4 space-y-0">
          <CardTitle>
            All saved replies
            {replies.data && (
              <span className="text-muted-foreground tabular-nums"> ({replies.data.total})</span>
            )}
          </CardTitle>
          <SearchBox
            id="saved-reply-search"
            label="Search saved replies"
            placeholder="Search titles and text"
            value={typed}
            onChange={setTyped}
            inputRef={searchBox}
          />
        </CardHeader>
        <CardContent>
          <PagedList
            page={page}
            pageSize={SAVED_REPLIES_PAGE_SIZE}
            onPage={(next) => update({ page: next > 1 ? String(next) : undefined })}
            pagerLabel="Saved reply pages"
            pagerClassName="mt-4"
            summary={(total) => `${total} saved replies`}
            query={replies}
            what="the saved replies"
            isEmpty={(result) => result.items.length === 0}
            empty={
              search
                ? {
                    icon: SearchX,
                    title: "No saved reply matches your search.",
                    action: (
                      <Button
                        variant="outline"
                        onClick={() => {
                          setTyped("");
                          searchBox.current?.focus();
                        }}
                      >
                        Clear search
                      </Button>
                    ),
                  }
                : {
                    icon: MessageSquareText,
                    title: "No saved replies yet.",
                    description: "Save the answers you give most often, and insert them with /.",
                    action: newReply,
                  }
            }
          >
            {(result) => (
              <DataList
                label="Saved replies"
                rows={result.items}
                rowKey={(reply) => reply.id}
                columns={columns}
                actions={(reply) => <ReplyActions reply={reply} />}
              />
            )}
          </PagedList>
        </CardContent>
      </Card>
    </div>
  );
}
