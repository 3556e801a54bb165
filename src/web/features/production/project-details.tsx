import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowRight, Eye } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { useForm } from "react-hook-form";
import { Link as RouterLink } from "react-router";
import { messages } from "~/domain/messages";
import { type Project, type ProjectKind, reviewProjectSchema, SUBJECT_OF_KIND } from "~/domain/projects";
import { RelativeTime } from "~/web/components/relative-time";
import { useCurrentUser } from "~/web/components/session-guard";
import { StatusBadge } from "~/web/components/status-badge";
import { Button } from "~/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/web/components/ui/dialog";
import { controlProps, FormField } from "~/web/components/ui/form-field";
import { Textarea } from "~/web/components/ui/textarea";
import { Timeline } from "~/web/features/activity";
import { hasFiles, projectPagePath } from "~/web/features/files";
import { useFormDraft } from "~/web/lib/drafts";
import { setServerFieldErrors } from "~/web/lib/form-errors";
import { failureToast } from "~/web/lib/query-client";
import { toast } from "~/web/lib/toast";
import { useProjectAction } from "./api";
import { ProjectChat } from "./project-chat";

function Link({ href }: { href: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className="break-all text-primary underline-offset-4 hover:underline"
    >
      {href}
    </a>
  );
}

/** The fields of a project worth showing, in the order a reader wants them. */
export function fieldsOf(project: Project, viewerRole?: unknown): [string, ReactNode][] {
  // issue 35: raw files uploaded with the request instead of a link: the link is to them
  const uploaded = !project.submittedFileUrl && project.kind === "editing" && (
    <RouterLink
      key="raw"
      to={`${projectPagePath(project.kind, viewerRole, project.id)}#raw-files`}
      className="font-medium text-primary underline-offset-4 hover:underline"
    >
      The raw files uploaded with the request
    </RouterLink>
  );
  const rows: [string, ReactNode | null | false][] = [
    ["Status", <StatusBadge key="s" status={project.status} />],
    ["Requested by", project.creator?.name],
    ["Managed by", project.assignee?.name ?? "Not assigned yet"],
    ["Submitted", <RelativeTime key="t" value={project.createdAt} />],
    ["Type", project.designType ?? project.campaignType],
    [project.kind === "promotion" ? "Details" : "Description", project.description || null],
    ["Request details", project.requestDetails || null],
    ["Brand colours", project.brandColors || null],
    [
      "Submitted file",
      project.submittedFileUrl ? <Link key="f" href={project.submittedFileUrl} /> : uploaded,
    ],
    ["Assets", project.assetsUrl && <Link href={project.assetsUrl} />],
    ["Completed file", project.completedFileUrl && <Link href={project.completedFileUrl} />],
    // issue 22: the version the creator approved
    [
      "Approved version",
      project.approvedFile && `v${project.approvedFile.version} · ${project.approvedFile.name}`,
    ],
    ["Creator notes", project.creatorNotes || null],
  ];
  return rows.filter(
    (row): row is [string, ReactNode] =>
      row[1] !== null && row[1] !== undefined && row[1] !== false && row[1] !== "",
  );
}

/** View Details: the project, the creator's review notes (design), and the project chat. */
export function ProjectDetailsButton({ kind, project }: { kind: ProjectKind; project: Project }) {
  const [open, setOpen] = useState(false);
  const me = useCurrentUser();
  // the trigger is Radix's, so closing (Escape too) returns focus to it
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" aria-label={`View details of ${project.title}`}>
          <Eye aria-hidden className="size-4" />
          View Details
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] max-w-2xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle className="pr-6 wrap-anywhere">{project.title}</DialogTitle>
          <DialogDescription>Details and conversation</DialogDescription>
        </DialogHeader>
        {hasFiles(kind) && (
          // issue 22: the files, versions and reviews live on the project's own page
          <Button asChild variant="outline" size="sm" className="justify-self-start">
            <RouterLink to={projectPagePath(kind, me.role, project.id)}>
              Open project
              <ArrowRight aria-hidden className="size-4" />
            </RouterLink>
          </Button>
        )}
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
          {fieldsOf(project, me.role).map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="min-w-0 whitespace-pre-wrap">{value}</dd>
            </div>
          ))}
        </dl>
        {kind === "design" && <ReviewNotes project={project} />}
        {open && (
          <Timeline
            subjectType={SUBJECT_OF_KIND[kind]}
            subjectId={project.id}
            version={`${project.status} ${project.updatedAt}`}
          />
        )}
        {open && <ProjectChat kind={kind} projectId={project.id} />}
      </DialogContent>
    </Dialog>
  );
}

/** The design's creator saves notes and asks for review: back to Pending (spec section 4). */
function ReviewNotes({ project }: { project: Project }) {
  const me = useCurrentUser();
  const action = useProjectAction("design", failureToast(messages.scripts.saveNotesFailed));
  const form = useForm({
    resolver: zodResolver(reviewProjectSchema),
    defaultValues: { creatorNotes: project.creatorNotes ?? "" },
  });
  const draft = useFormDraft(form, `design-review:${project.id}`);
  const { errors, isSubmitting } = form.formState;
  const error = errors.creatorNotes?.message;
  const id = useId();
  if (project.creator?.id !== me.id) return null;
  const onSubmit = form.handleSubmit(async ({ creatorNotes }) => {
    try {
      await action.mutateAsync({ type: "review", id: project.id, creatorNotes });
      draft.clear();
      toast({ title: messages.projects.notesSavedPending });
    } catch (failure) {
      // the mutation's meta says why; a field the server refused shows under it too
      setServerFieldErrors(form, failure);
    }
  });
  return (
    <form className="grid gap-2" onSubmit={onSubmit} noValidate>
      <FormField id={id} label="Your notes for the designer" error={error}>
        <Textarea rows={3} {...controlProps(id, error)} {...form.register("creatorNotes")} />
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" variant="secondary" pending={isSubmitting} pendingLabel="Saving">
          Save notes and request review
        </Button>
      </div>
    </form>
  );
}
