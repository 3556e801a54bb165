import { zodResolver } from "@hookform/resolvers/zod";
import { UserCheck, UserPlus } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { assignChatSchema } from "~/domain/chat";
import { messages } from "~/domain/messages";
import { QueryState } from "~/web/components/query-state";
import { useCurrentUser } from "~/web/components/session-guard";
import { Button } from "~/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/web/components/ui/dialog";
import { controlProps, FormField } from "~/web/components/ui/form-field";
import { NativeSelect } from "~/web/components/ui/native-select";
import { Skeleton } from "~/web/components/ui/skeleton";
import { Spinner } from "~/web/components/ui/spinner";
import { Textarea } from "~/web/components/ui/textarea";
import { useTalentManagers } from "~/web/features/roster";
import { failureToast } from "~/web/lib/query-client";
import { toast } from "~/web/lib/toast";
import { useAssignChat } from "./api";
import { shortcutOf } from "./inbox-keyboard";

type Person = { id: string; name: string };

/** Assigns a chat to the signed-in manager, with its toast: the "a" key and the button share it. */
export function useAssignToMe() {
  const me = useCurrentUser();
  const assign = useAssignChat(failureToast(messages.chatInbox.assignFailed));
  return {
    pending: assign.isPending,
    assignToMe: (sessionId: string) =>
      assign.mutate(
        { id: sessionId, assigneeId: me.id },
        { onSuccess: () => toast({ title: messages.chatInbox.assignedToYou }) },
      ),
  };
}

/**
 * Who owns the open chat (issue 21), under the thread's header: its assignee or "Unassigned", and Assign to
 * me ("a"), Assign… (a colleague, with a hand-off note) and Unassign.
 */
export function ChatOwner({ sessionId, assignee }: { sessionId: string; assignee: Person | null }) {
  const me = useCurrentUser();
  const { assignToMe, pending } = useAssignToMe();
  const unassign = useAssignChat(failureToast(messages.chatInbox.assignFailed));
  const key = shortcutOf("assignToMe");
  const mine = assignee?.id === me.id;
  const unassignButton = useRef<HTMLButtonElement>(null);
  // "Assign to me" goes once the chat is one's own: its Unassign takes the focus it had (issue 35)
  useEffect(() => {
    if (mine && (document.activeElement === document.body || document.activeElement === null))
      unassignButton.current?.focus();
  }, [mine]);
  return (
    // a row of the focus keeper (lib/focus-keeper.ts): a button that goes leaves the focus in the row
    <div data-row-list="chat-owner">
      <div data-row-key={sessionId} className="flex flex-wrap items-center gap-2 border-b px-4 py-2 text-sm">
        <span className="min-w-0 flex-1 truncate">
          {assignee ? (
            <>
              Assigned to{" "}
              <span className="font-medium">
                {assignee.id === me.id ? `${assignee.name} (you)` : assignee.name}
              </span>
            </>
          ) : (
            <span className="text-muted-foreground">Unassigned</span>
          )}
        </span>
        {assignee?.id !== me.id && (
          <Button
            variant="outline"
            size="sm"
            disabled={pending}
            onClick={() => assignToMe(sessionId)}
            aria-keyshortcuts={key}
            title={`Assign to me (${key})`}
          >
            <UserCheck aria-hidden className="size-4" />
            Assign to me
            <kbd aria-hidden className="hidden font-mono text-xs text-muted-foreground sm:inline">
              {key}
            </kbd>
          </Button>
        )}
        <AssignDialog sessionId={sessionId} assignee={assignee} />
        {assignee && (
          <Button
            ref={unassignButton}
            variant="ghost"
            size="sm"
            pending={unassign.isPending}
            pendingLabel="Unassigning"
            onClick={() =>
              unassign.mutate(
                { id: sessionId, assigneeId: null },
                { onSuccess: () => toast({ title: messages.chatInbox.unassigned }) },
              )
            }
          >
            Unassign
          </Button>
        )}
      </div>
    </div>
  );
}

function AssignDialog({ sessionId, assignee }: { sessionId: string; assignee: Person | null }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <UserPlus aria-hidden className="size-4" />
          Assign…
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Assign this chat</DialogTitle>
          <DialogDescription>
            Choose who answers it. They are notified; the note is shown to the managers in the thread, never
            to the visitor.
          </DialogDescription>
        </DialogHeader>
        {open && <AssignForm sessionId={sessionId} assignee={assignee} onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function AssignForm({
  sessionId,
  assignee,
  onDone,
}: {
  sessionId: string;
  assignee: Person | null;
  onDone: () => void;
}) {
  const me = useCurrentUser();
  // every manager: an agency has a handful, one page of the largest size holds them
  const managers = useTalentManagers(1, 100);
  const assign = useAssignChat(failureToast(messages.chatInbox.assignFailed));
  // checked as typed: a note too long says so at once
  const form = useForm({
    resolver: zodResolver(assignChatSchema),
    defaultValues: { assigneeId: "", note: "" },
    mode: "onChange",
  });
  const { errors } = form.formState;
  const submit = (names: Map<string, string>) =>
    form.handleSubmit(({ assigneeId, note }) =>
      assign.mutate(
        { id: sessionId, assigneeId, note: note || undefined },
        {
          onSuccess: () => {
            toast({
              title:
                assigneeId === me.id
                  ? messages.chatInbox.assignedToYou
                  : messages.chatInbox.assigned(names.get(assigneeId ?? "") ?? ""),
            });
            onDone();
          },
        },
      ),
    );
  const id = `assign-chat-${sessionId}`;
  const noteId = `${id}-note`;
  const error = errors.assigneeId?.message;
  const noteError = errors.note?.message;
  return (
    <QueryState query={managers} what="the managers" skeleton={<Skeleton className="h-10" />}>
      {(page) => {
        const names = new Map(page.items.map((m) => [m.id, m.name || m.email]));
        return (
          <form onSubmit={submit(names)} noValidate className="grid gap-4">
            <FormField id={id} label="Manager" error={error}>
              <NativeSelect {...controlProps(id, error)} required {...form.register("assigneeId")}>
                <option value="">Choose a manager</option>
                {page.items.map((manager) => (
                  <option key={manager.id} value={manager.id}>
                    {manager.name || manager.email}
                    {manager.id === me.id ? " (you)" : ""}
                    {manager.id === assignee?.id ? " (current)" : ""}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField
              id={noteId}
              label="Hand-off note (optional)"
              hint="What the next person should know. Managers only."
              error={noteError}
            >
              <Textarea {...controlProps(noteId, noteError, "hint")} rows={3} {...form.register("note")} />
            </FormField>
            <DialogFooter>
              <Button type="submit" disabled={assign.isPending}>
                {assign.isPending && <Spinner />}
                Assign
              </Button>
            </DialogFooter>
          </form>
        );
      }}
    </QueryState>
  );
}
