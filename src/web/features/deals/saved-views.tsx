import { zodResolver } from "@hookform/resolvers/zod";
import { Bookmark, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { type DealView, type DealViewFilters, dealViewInputSchema } from "~/domain/deals";
import { Button } from "~/web/components/ui/button";
import { ConfirmDialog } from "~/web/components/ui/confirm-dialog";
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
import { Input } from "~/web/components/ui/input";
import { Label } from "~/web/components/ui/label";
import { NativeSelect } from "~/web/components/ui/native-select";
import { Spinner } from "~/web/components/ui/spinner";
import { apiErrorToast } from "~/web/lib/api-error-toast";
import { focusWhenThere } from "~/web/lib/focus-keeper";
import { setServerFieldErrors } from "~/web/lib/form-errors";
import { toast } from "~/web/lib/toast";
import { useDealViewAction, useDealViews } from "./api";

/*
 * Saved views of the pipeline (issue 35, as Pipedrive's filters): the filters and the view (board or list)
 * on screen saved under a name, applied again by choosing it. Each manager's own.
 */

/** The filters' keys in a stable order, blanks left out: two views with the same filters compare equal. */
function keyOf(filters: DealViewFilters): string {
  const entries = Object.entries(filters).filter(([, value]) => value !== undefined && value !== "");
  return JSON.stringify(entries.sort(([a], [b]) => a.localeCompare(b)));
}

const nameSchema = dealViewInputSchema.pick({ name: true });

export function SavedViews({
  current,
  onApply,
}: {
  /** the filters on screen now (with the view, board or list) */
  current: DealViewFilters;
  onApply: (filters: DealViewFilters) => void;
}) {
  const views = useDealViews();
  const items = views.data?.items ?? [];
  const chosen = items.find((view) => keyOf(view.filters) === keyOf(current));
  const select = useRef<HTMLSelectElement>(null);
  const action = useDealViewAction();

  const remove = async (view: DealView) => {
    try {
      await action.mutateAsync({ type: "delete", id: view.id });
      toast({ title: `View deleted: ${view.name}` });
      focusWhenThere(() => select.current);
    } catch (error) {
      apiErrorToast("The view was not deleted", error);
    }
  };

  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="grid gap-1.5">
        <Label htmlFor="deal-saved-view">Saved view</Label>
        <NativeSelect
          ref={select}
          id="deal-saved-view"
          value={chosen?.id ?? ""}
          onChange={(event) => {
            const view = items.find((one) => one.id === event.target.value);
            onApply(view ? view.filters : { view: current.view });
          }}
          className="w-56 max-w-full"
        >
          <option value="">{items.length ? "Choose a view" : "No saved views yet"}</option>
          {items.map((view) => (
            <option key={view.id} value={view.id}>
              {view.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      {chosen ? (
        <ConfirmDialog
          trigger={
            <Button variant="outline" aria-label={`Delete view ${chosen.name}`}>
              <Trash2 aria-hidden className="size-4" />
              Delete view
            </Button>
          }
          title={`Delete the view "${chosen.name}"?`}
          description="The deals stay as they are; only the saved filters go."
          confirmLabel="Delete view"
          destructive
          onConfirm={() => remove(chosen)}
        />
      ) : (
        <SaveViewDialog filters={current} onSaved={() => focusWhenThere(() => select.current)} />
      )}
    </div>
  );
}

function SaveViewDialog({ filters, onSaved }: { filters: DealViewFilters; onSaved: () => void }) {
  const [open, setOpen] = useState(false);
  const action = useDealViewAction();
  const form = useForm<z.input<typeof nameSchema>>({
    resolver: zodResolver(nameSchema),
    defaultValues: { name: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ name }) => {
    try {
      const saved = (await action.mutateAsync({ type: "create", body: { name, filters } })) as DealView;
      toast({ title: `View saved: ${saved.name}` });
      setOpen(false);
      onSaved();
    } catch (error) {
      if (!setServerFieldErrors(form, error)) apiErrorToast("The view was not saved", error);
    }
  });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) form.reset({ name: "" });
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">
          <Bookmark aria-hidden className="size-4" />
          Save view
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-md">
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Save this view</DialogTitle>
            <DialogDescription>
              The filters and the {filters.view === "list" ? "list" : "board"} as they are now, under a name
              only you see.
            </DialogDescription>
          </DialogHeader>
          <FormField id="deal-view-name" label="Name (required)" error={errors.name?.message}>
            <Input
              placeholder="e.g. My open deals"
              maxLength={60}
              {...controlProps("deal-view-name", errors.name?.message)}
              {...form.register("name")}
            />
          </FormField>
          <DialogFooter>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting && <Spinner />}
              Save view
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
