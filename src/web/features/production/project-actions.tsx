import { zodResolver } from "@hookform/resolvers/zod";
import { Check, CheckCheck, Settings2, Trash2 } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { useForm } from "react-hook-form";
import { messages } from "~/domain/messages";
import { mayDeleteProject, worksOnKind } from "~/domain/policy";
import {
  completeProjectSchema,
  type ManageCampaignInput,
  manageableStatuses,
  manageCampaignSchema,
  type Project,
  type ProjectKind,
} from "~/domain/projects";
import { useCurrentUser } from "~/web/components/session-guard";
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
import { Textarea } from "~/web/components/ui/textarea";
import type { SessionUser } from "~/web/lib/auth-client";
import { useFormDraft } from "~/web/lib/drafts";
import { setServerFieldErrors } from "~/web/lib/form-errors";
import { failureToast } from "~/web/lib/query-client";
import { toast } from "~/web/lib/toast";
import { useProjectAction } from "./api";
import { KIND_UI } from "./kinds";

/** Whether `me` may accept / complete / manage this project now (the server checks again). */
export function allowedActions(kind: ProjectKind, project: Project, me: SessionUser) {
  const staff = worksOnKind(me.role, kind);
  const assignedToMe = project.assignee?.id === me.id;
  return {
    accept:
      staff && kind !== "promotion" && project.status === "Pending" && (!project.assignee || assignedToMe),
    complete: staff && kind !== "promotion" && project.status === "In Progress" && assignedToMe,
    manage: staff && kind === "promotion",
    remove: mayDeleteProject(
      me.role,
      kind,
      { creatorId: project.creator?.id ?? "", status: project.status },
      me.id,
    ),
  };
}

export function AcceptButton({ kind, project }: { kind: ProjectKind; project: Project }) {
  const action = useProjectAction(kind, failureToast(KIND_UI[kind].updateFailed));
  return (
    <Button
      size="sm"
      variant="outline"
      pending={action.isPending}
      pendingLabel="Accepting"
      aria-label={`Accept ${project.title}`}
      onClick={() => action.mutate({ type: "accept", id: project.id })}
    >
      <Check aria-hidden className="size-4" />
      Accept
    </Button>
  );
}

/** Mark as Completed: asks for the completed file's link (spec section 5), then sends it. */
export function CompleteDialog({
  kind,
  project,
  open,
  onOpenChange,
  onDone,
  trigger,
}: {
  kind: ProjectKind;
  project: Project;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone?: (ok: boolean) => void;
  /** the button that opens it, where there is one: closing returns focus to it */
  trigger?: ReactNode;
}) {
  const action = useProjectAction(kind, failureToast(KIND_UI[kind].updateFailed));
  const form = useForm({
    resolver: zodResolver(completeProjectSchema),
    defaultValues: { completedFileUrl: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const error = errors.completedFileUrl?.message;
  const id = useId();
  const submit = form.handleSubmit(async ({ completedFileUrl }) => {
    try {
      await action.mutateAsync({ type: "complete", id: project.id, completedFileUrl });
      form.reset();
      onOpenChange(false);
      onDone?.(true);
    } catch (failure) {
      // the mutation's meta says why; a field the server refused shows under it too
      setServerFieldErrors(form, failure);
    }
  });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onDone?.(false);
        onOpenChange(next);
      }}
    >
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Mark as Completed</DialogTitle>
            <DialogDescription>{project.title}</DialogDescription>
          </DialogHeader>
          <FormField id={id} label="Completed file link" error={error}>
            <Input
              type="url"
              placeholder="e.g. https://drive.google.com/file/d/9xYzW/view"
              {...controlProps(id, error)}
              {...form.register("completedFileUrl", { onChange: () => form.clearErrors("completedFileUrl") })}
            />
          </FormField>
          <DialogFooter>
            <Button type="submit" pending={isSubmitting} pendingLabel="Saving">
              <CheckCheck aria-hidden className="size-4" />
              Mark as Completed
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The promoter's Manage dialog (spec section 2): any status (spec section 4), and details. */
function ManageCampaignDialog({
  project,
  open,
  onOpenChange,
  initialStatus,
  onDone,
  trigger,
}: {
  project: Project;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialStatus?: string;
  onDone?: (ok: boolean) => void;
  trigger: ReactNode;
}) {
  const action = useProjectAction("promotion", failureToast(messages.campaigns.updateFailed));
  const initial = () => ({
    status: (initialStatus ?? project.status) as ManageCampaignInput["status"],
    details: project.description,
  });
  const form = useForm({ resolver: zodResolver(manageCampaignSchema), defaultValues: initial() });
  const draft = useFormDraft(form, `campaign:${project.id}`);
  const { errors, isSubmitting } = form.formState;
  const id = useId();
  const submit = form.handleSubmit(async (values) => {
    try {
      await action.mutateAsync({ type: "manage", id: project.id, ...values });
      toast({ title: messages.campaigns.updated });
      draft.clear();
      onOpenChange(false);
      onDone?.(true);
    } catch (error) {
      // the mutation's meta says why; a field the server refused shows under it too
      setServerFieldErrors(form, error);
    }
  });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) draft.reset(initial());
        else onDone?.(false);
        onOpenChange(next);
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Manage campaign</DialogTitle>
            <DialogDescription>
              {project.title} for {project.creator?.name ?? "a creator"}
            </DialogDescription>
          </DialogHeader>
          <FormField id={`${id}-status`} label="Status" error={errors.status?.message}>
            <select
              {...controlProps(`${id}-status`, errors.status?.message)}
              {...form.register("status")}
              className="h-10 rounded-md border border-input bg-background px-3 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              {manageableStatuses("promotion", project.status).map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          </FormField>
          <FormField id={`${id}-details`} label="Details" error={errors.details?.message}>
            <Textarea
              rows={4}
              {...controlProps(`${id}-details`, errors.details?.message)}
              {...form.register("details")}
            />
          </FormField>
          <DialogFooter>
            <Button type="submit" pending={isSubmitting} pendingLabel="Saving">
              Save
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function ManageButton({ project }: { project: Project }) {
  const [open, setOpen] = useState(false);
  return (
    <ManageCampaignDialog
      project={project}
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button size="sm" variant="outline" aria-label={`Manage ${project.title}`}>
          <Settings2 aria-hidden className="size-4" />
          Manage
        </Button>
      }
    />
  );
}

export function CompleteButton({ kind, project }: { kind: ProjectKind; project: Project }) {
  const [open, setOpen] = useState(false);
  return (
    <CompleteDialog
      kind={kind}
      project={project}
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button size="sm" variant="outline" aria-label={`Mark as Completed: ${project.title}`}>
          <CheckCheck aria-hidden className="size-4" />
          Mark as Completed
        </Button>
      }
    />
  );
}

/** A designer declines a design request (spec section 6); everyone else, its creator too, deletes. */
const deleteLabelOf = (kind: ProjectKind, role: unknown) =>
  kind === "design" && worksOnKind(role, kind) ? "Decline" : "Delete";

export function DeleteButton({ kind, project }: { kind: ProjectKind; project: Project }) {
  const ui = KIND_UI[kind];
  const label = deleteLabelOf(kind, useCurrentUser().role);
  const action = useProjectAction(kind, failureToast(ui.deleteFailed));
  return (
    <ConfirmDialog
      trigger={
        <Button
          size="sm"
          variant="ghost"
          className="text-destructive hover:text-destructive"
          disabled={action.isPending}
          aria-label={`${label} ${project.title}`}
        >
          <Trash2 aria-hidden className="size-4" />
          {label}
        </Button>
      }
      title={`${label} “${project.title}”?`}
      description={`This removes the ${ui.one} and its chat. It cannot be undone.`}
      confirmLabel={label}
      pending={action.isPending}
      onConfirm={() => action.mutate({ type: "delete", id: project.id })}
    />
  );
}
