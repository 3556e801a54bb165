import { zodResolver } from "@hookform/resolvers/zod";
import { type ReactNode, useState } from "react";
import { useForm } from "react-hook-form";
import {
  DELIVERABLE_KIND_LABEL,
  DELIVERABLE_KINDS,
  DELIVERABLE_STATUSES,
  type Deliverable,
  type DeliverableInput,
  deliverableInputSchema,
  deliverableSubmitSchema,
  PLATFORMS,
} from "~/domain/deals";
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
import { Input } from "~/web/components/ui/input";
import { NativeSelect } from "~/web/components/ui/native-select";
import { apiErrorMessage } from "~/web/lib/api-error-toast";
import { setServerFieldErrors } from "~/web/lib/form-errors";
import { toast } from "~/web/lib/toast";
import { useDeliverableAction, useLinkableProjects } from "./work-api";

const PROJECT_NOUN = { editing: "Editing", design: "Design", promotion: "Campaign" } as const;
const blankToNull = (value: unknown) => (value === "" || value === undefined ? null : value);

/** Adds a deliverable to a deal, or edits one (managers): kind, platform, due date, status, link, request. */
export function DeliverableDialog({
  dealId,
  deliverable,
  trigger,
}: {
  dealId: string;
  deliverable?: Deliverable;
  trigger: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const action = useDeliverableAction(
    dealId,
    deliverable ? "Could not save the deliverable" : "Could not add the deliverable",
  );
  const linkable = useLinkableProjects(dealId, "", open);
  const form = useForm<DeliverableInput>({
    resolver: zodResolver(deliverableInputSchema),
    defaultValues: deliverable
      ? {
          kind: deliverable.kind,
          platform: deliverable.platform as DeliverableInput["platform"],
          dueDate: deliverable.dueDate,
          status: deliverable.status,
          link: deliverable.link,
          projectId: deliverable.project?.id ?? null,
        }
      : {
          kind: "dedicated_video",
          platform: "YouTube",
          dueDate: null,
          status: "To do",
          link: "",
          projectId: null,
        },
  });
  const { errors, isSubmitting } = form.formState;
  const p = deliverable ? `deliverable-${deliverable.id}` : `new-deliverable-${dealId}`;

  const onSubmit = form.handleSubmit(async (input) => {
    const body = deliverableInputSchema.parse(input);
    try {
      await action.mutateAsync(
        deliverable ? { type: "update", id: deliverable.id, body } : { type: "create", body },
      );
      toast({ title: deliverable ? "Deliverable saved" : "Deliverable added" });
      setOpen(false);
      if (!deliverable) form.reset();
    } catch (error) {
      if (!setServerFieldErrors(form, error)) form.setError("root", { message: apiErrorMessage(error) });
    }
  });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{deliverable ? "Edit deliverable" : "Add a deliverable"}</DialogTitle>
            <DialogDescription>
              What the creator delivers to the brand, and when. The creator sees it on their deals page.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id={`${p}-kind`} label="Kind" error={errors.kind?.message}>
              <NativeSelect {...form.register("kind")} {...controlProps(`${p}-kind`, errors.kind?.message)}>
                {DELIVERABLE_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {DELIVERABLE_KIND_LABEL[kind]}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField id={`${p}-platform`} label="Platform" error={errors.platform?.message}>
              <NativeSelect
                {...form.register("platform")}
                {...controlProps(`${p}-platform`, errors.platform?.message)}
              >
                {PLATFORMS.map((platform) => (
                  <option key={platform}>{platform}</option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField id={`${p}-due`} label="Due date" error={errors.dueDate?.message}>
              <Input
                type="date"
                {...form.register("dueDate", { setValueAs: blankToNull })}
                {...controlProps(`${p}-due`, errors.dueDate?.message)}
              />
            </FormField>
            <FormField id={`${p}-status`} label="Status" error={errors.status?.message}>
              <NativeSelect
                {...form.register("status")}
                {...controlProps(`${p}-status`, errors.status?.message)}
              >
                {DELIVERABLE_STATUSES.map((status) => (
                  <option key={status}>{status}</option>
                ))}
              </NativeSelect>
            </FormField>
          </div>
          <FormField
            id={`${p}-link`}
            label="Link"
            error={errors.link?.message}
            hint="The submitted draft or the published post (needed once Published)"
          >
            <Input
              type="url"
              inputMode="url"
              placeholder="https://"
              {...form.register("link")}
              {...controlProps(
                `${p}-link`,
                errors.link?.message,
                "The submitted draft or the published post (needed once Published)",
              )}
            />
          </FormField>
          <FormField
            id={`${p}-project`}
            label="Linked request"
            error={errors.projectId?.message}
            hint="An editing project, design request or campaign of this creator"
          >
            <NativeSelect
              {...form.register("projectId", { setValueAs: blankToNull })}
              {...controlProps(
                `${p}-project`,
                errors.projectId?.message,
                "An editing project, design request or campaign of this creator",
              )}
            >
              <option value="">None</option>
              {deliverable?.project &&
                !linkable.data?.items.some((x) => x.id === deliverable.project?.id) && (
                  <option value={deliverable.project.id}>{deliverable.project.title}</option>
                )}
              {linkable.data?.items.map((project) => (
                <option key={project.id} value={project.id}>
                  {PROJECT_NOUN[project.kind]}: {project.title} ({project.status})
                </option>
              ))}
            </NativeSelect>
          </FormField>
          {linkable.isError && (
            <p className="text-sm text-destructive">Could not load this creator's requests.</p>
          )}
          {errors.root?.message && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {errors.root.message}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" pending={isSubmitting} pendingLabel="Saving">
              {deliverable ? "Save deliverable" : "Add deliverable"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The creator's one action: mark a deliverable Submitted for approval, with the link of what they submit. */
export function SubmitDeliverableDialog({
  dealId,
  deliverable,
}: {
  dealId: string;
  deliverable: Deliverable;
}) {
  const [open, setOpen] = useState(false);
  const action = useDeliverableAction(dealId, "Could not mark it as submitted");
  const form = useForm<{ link: string }>({
    resolver: zodResolver(deliverableSubmitSchema),
    defaultValues: { link: deliverable.link },
  });
  const { errors, isSubmitting } = form.formState;
  const id = `submit-${deliverable.id}`;
  const name = DELIVERABLE_KIND_LABEL[deliverable.kind];
  const onSubmit = form.handleSubmit(async ({ link }) => {
    try {
      await action.mutateAsync({ type: "submit", id: deliverable.id, link });
      toast({ title: "Submitted for approval", description: "Your manager has been told." });
      setOpen(false);
    } catch (error) {
      if (!setServerFieldErrors(form, error)) form.setError("root", { message: apiErrorMessage(error) });
    }
  });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          size="sm"
          variant="outline"
          aria-label={`Mark as submitted: ${name} on ${deliverable.platform}`}
        >
          Mark as submitted
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Mark as submitted</DialogTitle>
            <DialogDescription>
              {name} on {deliverable.platform}: give the link of what you submit for the brand's approval.
            </DialogDescription>
          </DialogHeader>
          <FormField id={`${id}-link`} label="Link" error={errors.link?.message}>
            <Input
              type="url"
              inputMode="url"
              placeholder="https://"
              autoFocus
              {...form.register("link")}
              {...controlProps(`${id}-link`, errors.link?.message)}
            />
          </FormField>
          {errors.root?.message && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {errors.root.message}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" pending={isSubmitting} pendingLabel="Submitting">
              Submit for approval
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
