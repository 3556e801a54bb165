import { zodResolver } from "@hookform/resolvers/zod";
import { AlarmClock, AlarmClockOff, MailWarning } from "lucide-react";
import { type Ref, useState } from "react";
import { useForm } from "react-hook-form";
import { snoozeAtSchema } from "~/domain/chat";
import {
  formatSnoozeTime,
  SNOOZE_PRESET_LABELS,
  type SnoozePreset,
  snoozePresetTime,
} from "~/domain/chat-inbox";
import { messages } from "~/domain/messages";
import { Button } from "~/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/web/components/ui/dialog";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "~/web/components/ui/dropdown-menu";
import { controlProps, FormField } from "~/web/components/ui/form-field";
import { Input } from "~/web/components/ui/input";
import { Spinner } from "~/web/components/ui/spinner";
import { failureToast } from "~/web/lib/query-client";
import { toast } from "~/web/lib/toast";
import { useMarkUnread, useSnoozeChat, useUnsnoozeChat } from "./api";

/*
 * Triage of the open chat (issue 35, ADR 079, as Chatwoot's): mark it unread for oneself, snooze it until a
 * time (an hour, tomorrow at 9:00 or next Monday at 9:00 in the manager's zone, or a time they pick), unsnooze.
 * Marking unread or snoozing puts the chat away: the manager is back in the list (`onDone`).
 */

const PRESETS: SnoozePreset[] = ["hour", "tomorrow", "week"];
const zone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The header's buttons: Mark unread, and Snooze with its times. */
export function ChatTriageButtons({
  sessionId,
  onDone,
  snoozeRef,
}: {
  sessionId: string;
  onDone: () => void;
  /** The Snooze button: Unsnooze hands it the focus. */
  snoozeRef?: Ref<HTMLButtonElement>;
}) {
  const unread = useMarkUnread(failureToast(messages.chatInbox.markUnreadFailed));
  const snooze = useSnoozeChat(failureToast(messages.chatInbox.snoozeFailed));
  const [picking, setPicking] = useState(false);
  const snoozeUntil = (until: Date) =>
    snooze.mutate(
      { id: sessionId, until: until.toISOString() },
      {
        onSuccess: () => {
          toast({ title: messages.chatInbox.snoozed(formatSnoozeTime(until)) });
          setPicking(false);
          onDone();
        },
      },
    );
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label="Mark unread"
        title="Mark unread"
        disabled={unread.isPending}
        onClick={() =>
          unread.mutate(sessionId, {
            onSuccess: () => {
              toast({ title: messages.chatInbox.markedUnread });
              onDone();
            },
          })
        }
      >
        {unread.isPending ? <Spinner /> : <MailWarning aria-hidden className="size-5" />}
      </Button>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            ref={snoozeRef}
            variant="ghost"
            size="icon"
            aria-label="Snooze"
            title="Snooze"
            disabled={snooze.isPending}
          >
            {snooze.isPending ? <Spinner /> : <AlarmClock aria-hidden className="size-5" />}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {PRESETS.map((preset) => (
            <DropdownMenuItem
              key={preset}
              onSelect={() => snoozeUntil(snoozePresetTime(preset, new Date(), zone()))}
            >
              {SNOOZE_PRESET_LABELS[preset]}
            </DropdownMenuItem>
          ))}
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setPicking(true)}>Pick a date and time…</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <Dialog open={picking} onOpenChange={setPicking}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Snooze until</DialogTitle>
            <DialogDescription>
              The chat leaves the list until then, or until the visitor writes again. Times are yours (
              {zone()}).
            </DialogDescription>
          </DialogHeader>
          {picking && (
            <SnoozeForm pending={snooze.isPending} onSnooze={(at) => snoozeUntil(new Date(Date.parse(at)))} />
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}

function SnoozeForm({ pending, onSnooze }: { pending: boolean; onSnooze: (at: string) => void }) {
  const form = useForm({ resolver: zodResolver(snoozeAtSchema), defaultValues: { at: "" } });
  const error = form.formState.errors.at?.message;
  const id = "snooze-at";
  return (
    <form onSubmit={form.handleSubmit(({ at }) => onSnooze(at))} noValidate className="grid gap-4">
      <FormField id={id} label="Date and time" error={error}>
        <Input type="datetime-local" {...controlProps(id, error)} required {...form.register("at")} />
      </FormField>
      <DialogFooter>
        <Button type="submit" disabled={pending}>
          {pending && <Spinner />}
          Snooze
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Under the header of a snoozed chat: until when, and Unsnooze (which goes: `onUnsnoozed` moves the focus). */
export function SnoozedBar({
  sessionId,
  until,
  onUnsnoozed,
}: {
  sessionId: string;
  until: string;
  onUnsnoozed: () => void;
}) {
  const unsnooze = useUnsnoozeChat(failureToast(messages.chatInbox.unsnoozeFailed));
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 border-b px-4 py-2 text-xs">
      <p role="status" className="inline-flex items-center gap-1.5 font-medium">
        <AlarmClock aria-hidden className="size-4" />
        Snoozed until {formatSnoozeTime(until)}
      </p>
      <Button
        variant="outline"
        size="sm"
        disabled={unsnooze.isPending}
        // the bar goes as soon as the thread reads the chat unsnoozed, which can be before a callback of
        // `mutate` would run (it runs only while the bar is there): the promise settles either way. A failure
        // is told by the mutation's own toast
        onClick={() =>
          unsnooze.mutateAsync(sessionId).then(
            () => {
              toast({ title: messages.chatInbox.unsnoozed });
              onUnsnoozed();
            },
            () => {},
          )
        }
      >
        {unsnooze.isPending ? <Spinner /> : <AlarmClockOff aria-hidden className="size-4" />}
        Unsnooze
      </Button>
    </div>
  );
}
