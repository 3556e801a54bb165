import { type FormEvent, useState } from "react";
import { messages } from "~/domain/messages";
import type { RosterCreator } from "~/domain/roster";
import { QueryState } from "~/web/components/query-state";
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
import { failureToast } from "~/web/lib/query-client";
import { toast } from "~/web/lib/toast";
import { useAssignManager, useTalentManagers } from "./api";

/** Assign or reassign a creator's manager: a dialog with a manager picker (every manager, by name). */
export function AssignDialog({ creator }: { creator: RosterCreator }) {
  const [open, setOpen] = useState(false);
  const name = creator.name || creator.email;
  const verb = creator.manager ? "Reassign" : "Assign";
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`${verb} manager: ${name}`}>
          {verb}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{verb} a talent manager</DialogTitle>
          <DialogDescription>
            Choose who looks after {name}. They, the creator and the manager before are told.
          </DialogDescription>
        </DialogHeader>
        {open && <AssignForm creator={creator} onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function AssignForm({ creator, onDone }: { creator: RosterCreator; onDone: () => void }) {
  // a picker of every manager: an agency has a handful, one page of the largest size holds them
  const managers = useTalentManagers(1, 100);
  const assign = useAssignManager(failureToast(messages.roster.changeFailed));
  const [chosen, setChosen] = useState(creator.requestedManager?.id ?? creator.manager?.id ?? "");
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) {
      setError("Choose a manager");
      return;
    }
    assign.mutate(
      { creatorId: creator.id, managerId: chosen },
      {
        onSuccess: () => {
          toast({ title: messages.roster.assigned });
          onDone();
        },
      },
    );
  };
  const id = `assign-manager-${creator.id}`;
  return (
    <QueryState query={managers} what="the managers" skeleton={<Skeleton className="h-10" />}>
      {(page) => (
        <form onSubmit={submit} noValidate className="grid gap-4">
          <FormField id={id} label="Talent manager" error={error}>
            <NativeSelect
              {...controlProps(id, error)}
              required
              value={chosen}
              onChange={(event) => {
                setChosen(event.target.value);
                setError(undefined);
              }}
            >
              <option value="">Choose a manager</option>
              {page.items.map((manager) => (
                <option key={manager.id} value={manager.id}>
                  {manager.name || manager.email}
                  {manager.id === creator.manager?.id ? " (current)" : ""}
                  {manager.id === creator.requestedManager?.id ? " (requested)" : ""}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <DialogFooter>
            <Button type="submit" disabled={assign.isPending}>
              {assign.isPending && <Spinner />}
              Save
            </Button>
          </DialogFooter>
        </form>
      )}
    </QueryState>
  );
}
