import { ExternalLink, Pencil, Trash2 } from "lucide-react";
import { messages } from "~/domain/messages";
import { type Channel, PLATFORM_LABEL } from "~/domain/performance";
import { type Column, DataList } from "~/web/components/data-list";
import { Truncate } from "~/web/components/truncate";
import { Badge } from "~/web/components/ui/badge";
import { Button } from "~/web/components/ui/button";
import { ConfirmDialog } from "~/web/components/ui/confirm-dialog";
import { failureToast } from "~/web/lib/query-client";
import { toast } from "~/web/lib/toast";
import { useDeleteChannel } from "./api";
import { ChannelDialog } from "./channel-dialog";
import { formatCount, formatDay } from "./format";

export const channelColumns: Column<Channel>[] = [
  {
    header: "Channel",
    cell: (channel) => (
      <a
        href={channel.url}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex max-w-full items-center gap-1.5 font-medium hover:underline"
      >
        <Truncate text={channel.name} className="@3xl:max-w-[16rem]" />
        <ExternalLink aria-hidden className="size-3.5 shrink-0 text-muted-foreground" />
        <span className="sr-only">(opens the channel in a new tab)</span>
      </a>
    ),
  },
  {
    header: "Platform",
    cell: (channel) => <Badge variant="outline">{PLATFORM_LABEL[channel.platform]}</Badge>,
  },
  {
    header: "Figures",
    cell: (channel) =>
      channel.firstDate && channel.lastDate ? (
        <span>
          {formatCount(channel.days)} days · {formatDay(channel.firstDate)} – {formatDay(channel.lastDate)}
        </span>
      ) : (
        <span className="text-muted-foreground">None imported yet</span>
      ),
    className: "tabular-nums",
  },
];

/** The creator's channels with Edit and Delete (confirmed; the channel's figures go with it). */
export function ChannelsList({ channels }: { channels: Channel[] }) {
  return (
    <DataList
      label="Channels"
      rows={channels}
      rowKey={(channel) => channel.id}
      columns={channelColumns}
      actions={(channel) => (
        <div className="flex gap-1">
          <ChannelDialog
            channel={channel}
            trigger={
              <Button variant="ghost" size="sm" aria-label={`Edit ${channel.name}`}>
                <Pencil aria-hidden className="size-4" />
                Edit
              </Button>
            }
          />
          <DeleteChannelButton channel={channel} />
        </div>
      )}
    />
  );
}

function DeleteChannelButton({ channel }: { channel: Channel }) {
  const remove = useDeleteChannel(failureToast(messages.performance.channelDeleteFailed));
  // the promise, not mutate()'s callbacks: the row unmounts once the list no longer has the channel
  const onConfirm = () =>
    remove.mutateAsync(channel.id).then(
      () => toast({ title: messages.performance.channelDeleted }),
      () => {}, // the failure's toast comes from the mutation's meta (lib/query-client.ts)
    );
  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="ghost"
          size="sm"
          className="text-destructive hover:bg-destructive/10 hover:text-destructive"
          pending={remove.isPending}
          pendingLabel="Deleting"
          aria-label={`Delete ${channel.name}`}
        >
          {!remove.isPending && <Trash2 aria-hidden className="size-4" />}
          Delete
        </Button>
      }
      title={`Delete ${channel.name}?`}
      description={`This deletes the channel and its ${formatCount(channel.days)} days of imported figures. This cannot be undone.`}
      confirmLabel="Delete channel"
      pending={remove.isPending}
      onConfirm={onConfirm}
    />
  );
}
