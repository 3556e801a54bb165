import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { messages } from "~/domain/messages";
import { assignManagerSchema, type RosterCreator } from "~/domain/roster";
import { QueryState } from "~/web/components/query-state";
import { SearchBox } from "~/web/components/search-box";
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

/** Assign or reassign a creator's manager: a dialog with a manager picker searched on the server. */
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

/** How many managers the picker shows at once: a search narrows them (the server searches, issue 20). */
const PICKER_SIZE = 20;

function AssignForm({ creator, onDone }: { creator: RosterCreator; onDone: () => void }) {
  // the server searches the managers by name or email, a page at a time: never every manager at once
  const [typed, setTyped] = useState("");
  const [search, setSearch] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), 250);
    return () => clearTimeout(timer);
  }, [typed]);
  const managers = useTalentManagers(1, PICKER_SIZE, search);
  const assign = useAssignManager(failureToast(messages.roster.changeFailed));
  const current = creator.requestedManager ?? creator.manager;
  const form = useForm({
    resolver: zodResolver(assignManagerSchema),
    defaultValues: { managerId: current?.id ?? "" },
  });
  const chosen = form.watch("managerId") ?? "";
  const error = form.formState.errors.managerId?.message;
  const submit = form.handleSubmit(({ managerId }) =>
    assign.mutate(
      { creatorId: creator.id, managerId },
      {
        onSuccess: () => {
          toast({ title: messages.roster.assigned });
          onDone();
        },
      },
    ),
  );
  const id = `assign-manager-${creator.id}`;
  const searchId = `${id}-search`;
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <SearchBox
        id={searchId}
        label="Search managers"
        placeholder="Search managers by name or email"
        value={typed}
        onChange={setTyped}
        className="sm:w-full"
      />
      <QueryState query={managers} what="the managers" skeleton={<Skeleton className="h-10" />}>
        {(page) => {
          // the chosen manager stays a choice while a search shows others
          const shown =
            page.items.some((manager) => manager.id === chosen) || !chosen ? [] : pinned(creator, chosen);
          const options = [...shown, ...page.items];
          const hint =
            page.total === 0
              ? messages.roster.pickerNone
              : page.total > page.items.length
                ? messages.roster.pickerMore(page.items.length, page.total)
                : undefined;
          return (
            <FormField id={id} label="Talent manager" error={error} hint={hint}>
              <NativeSelect {...controlProps(id, error, hint)} required {...form.register("managerId")}>
                <option value="">Choose a manager</option>
                {options.map((manager) => (
                  <option key={manager.id} value={manager.id}>
                    {manager.name || manager.email}
                    {manager.id === creator.manager?.id ? " (current)" : ""}
                    {manager.id === creator.requestedManager?.id ? " (requested)" : ""}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          );
        }}
      </QueryState>
      <DialogFooter>
        <Button type="submit" disabled={assign.isPending}>
          {assign.isPending && <Spinner />}
          Save
        </Button>
      </DialogFooter>
    </form>
  );
}

/** The creator's current or requested manager, when chosen but not among the search's results. */
function pinned(creator: RosterCreator, chosen: string) {
  return [creator.manager, creator.requestedManager]
    .filter((person): person is NonNullable<typeof person> => person?.id === chosen)
    .slice(0, 1);
}
