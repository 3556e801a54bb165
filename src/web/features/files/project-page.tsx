import { ArrowLeft, CheckCircle2 } from "lucide-react";
import { useCallback } from "react";
import { Link } from "react-router";
import { seesAllProjects } from "~/domain/policy";
import { type Project, type ProjectKind, SUBJECT_OF_KIND } from "~/domain/projects";
import { PageHeader } from "~/web/components/dashboard/page-header";
import { QueryState } from "~/web/components/query-state";
import { useCurrentUser } from "~/web/components/session-guard";
import { StatusBadge } from "~/web/components/status-badge";
import { Button } from "~/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/web/components/ui/card";
import { Skeleton } from "~/web/components/ui/skeleton";
import { Timeline } from "~/web/features/activity";
import {
  AcceptButton,
  allowedActions,
  CompleteButton,
  fieldsOf,
  KIND_UI,
  ProjectChat,
  ReviewNote,
  useProjectsLive,
} from "~/web/features/production";
import { useLiveSearchParams } from "~/web/lib/url-state";
import { useProject, useProjectFilesLive } from "./api";
import { ProjectFiles } from "./files-section";
import { projectListPath } from "./format";
import { ReviewDialog } from "./review-dialog";

/**
 * An editing or design project's own page (issue 22): its fields and actions, its files (raw files and
 * versions, uploaded resumably, reviewed with pinned comments), its history and its chat, all live.
 */
export function ProjectPage({ kind, id }: { kind: ProjectKind; id: string }) {
  const me = useCurrentUser();
  const project = useProject(kind, id);
  useProjectsLive(kind, me.id, seesAllProjects(me.role, kind));
  useProjectFilesLive(kind, id);
  const back = projectListPath(kind, me.role);
  return (
    <QueryState query={project} what={`this ${KIND_UI[kind].one}`} skeleton={<PageSkeleton />}>
      {(data) => <ProjectView kind={kind} project={data} back={back} />}
    </QueryState>
  );
}

function ProjectView({ kind, project, back }: { kind: ProjectKind; project: Project; back: string }) {
  const me = useCurrentUser();
  const ui = KIND_UI[kind];
  const [params, setParams] = useLiveSearchParams();
  const fileId = params.get("file");
  const openFile = useCallback(
    (next: string | null) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next) updated.set("file", next);
          else updated.delete("file");
          return updated;
        },
        { replace: !next },
      ),
    [setParams],
  );
  const can = allowedActions(kind, project, me);
  const approved = project.approvedFile;
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader
        title={project.title}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            <StatusBadge status={project.status} />
            <span>
              {ui.one[0]?.toUpperCase()}
              {ui.one.slice(1)} requested by {project.creator?.name ?? "an unknown creator"}
            </span>
          </span>
        }
        action={
          <Button asChild variant="outline">
            <Link to={back}>
              <ArrowLeft aria-hidden className="size-4" />
              All {ui.many.toLowerCase()}
            </Link>
          </Button>
        }
      />
      <div className="grid min-w-0 gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="grid min-w-0 content-start gap-6">
          {approved && (
            <p className="flex flex-wrap items-center gap-2 rounded-lg border border-emerald-600/40 bg-emerald-50 p-3 text-sm text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100">
              <CheckCircle2 aria-hidden className="size-4" />
              Approved version:
              <button
                type="button"
                onClick={() => openFile(approved.id)}
                className="font-medium underline underline-offset-4 wrap-anywhere"
              >
                {approved.version ? `v${approved.version} · ` : ""}
                {approved.name}
              </button>
            </p>
          )}
          <ProjectFiles kind={kind} project={project} onOpen={openFile} />
        </div>
        <div className="grid min-w-0 content-start gap-6">
          <Card>
            <CardHeader className="flex-row flex-wrap items-center justify-between gap-2 space-y-0">
              <CardTitle>Details</CardTitle>
              {(can.accept || can.complete) && (
                <div className="flex flex-wrap gap-2">
                  {can.accept && <AcceptButton kind={kind} project={project} />}
                  {can.complete && <CompleteButton kind={kind} project={project} />}
                </div>
              )}
            </CardHeader>
            <CardContent className="grid gap-4">
              <ReviewNote project={project} />
              <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
                {fieldsOf(project, me.role).map(([label, value]) => (
                  <div key={label} className="contents">
                    <dt className="text-muted-foreground">{label}</dt>
                    <dd className="min-w-0 whitespace-pre-wrap wrap-anywhere">{value}</dd>
                  </div>
                ))}
              </dl>
              <Timeline
                subjectType={SUBJECT_OF_KIND[kind]}
                subjectId={project.id}
                version={`${project.status} ${project.updatedAt}`}
              />
            </CardContent>
          </Card>
          <ProjectChat kind={kind} projectId={project.id} />
        </div>
      </div>
      <ReviewDialog kind={kind} project={project} fileId={fileId} onClose={() => openFile(null)} />
    </div>
  );
}

function PageSkeleton() {
  return (
    <div className="grid gap-6">
      <Skeleton className="h-9 w-2/3" />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <Skeleton className="h-72" />
        <Skeleton className="h-72" />
      </div>
    </div>
  );
}
