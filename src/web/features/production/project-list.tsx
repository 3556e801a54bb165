import { Link } from "react-router";
import type { Project, ProjectKind } from "~/domain/projects";
import { DataList } from "~/web/components/data-list";
import { RelativeTime } from "~/web/components/relative-time";
import { useCurrentUser } from "~/web/components/session-guard";
import { StatusBadge } from "~/web/components/status-badge";
import { Truncate } from "~/web/components/truncate";
import { hasFiles, projectPagePath } from "~/web/features/files";
import { AcceptButton, allowedActions, CompleteButton, DeleteButton, ManageButton } from "./project-actions";
import { ProjectDetailsButton } from "./project-details";
import { ReviewNote } from "./review-note";
import { useRecentlyChanged } from "./use-recently-changed";

/** The actions `me` has on a project: View Details, then the transitions, the destructive one last. */
function ProjectRowActions({ kind, project }: { kind: ProjectKind; project: Project }) {
  const me = useCurrentUser();
  const can = allowedActions(kind, project, me);
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <ProjectDetailsButton kind={kind} project={project} />
      {can.accept && <AcceptButton kind={kind} project={project} />}
      {can.complete && <CompleteButton kind={kind} project={project} />}
      {can.manage && <ManageButton project={project} />}
      {can.remove && <DeleteButton kind={kind} project={project} />}
    </div>
  );
}

/** A page of projects as the list view: title, status, the people, the date, the actions. */
export function ProjectList({
  kind,
  projects,
  showPeople,
  label,
}: {
  kind: ProjectKind;
  projects: readonly Project[];
  /** staff and managers: who asked, and who manages it */
  showPeople: boolean;
  label: string;
}) {
  const changed = useRecentlyChanged(projects);
  const me = useCurrentUser();
  return (
    <DataList
      label={label}
      rows={projects}
      rowKey={(project) => project.id}
      columns={[
        {
          header: "Title",
          cell: (project) => (
            <div
              data-changed={changed.has(project.id) || undefined}
              className="-mx-2 min-w-0 rounded-md px-2 transition-colors duration-700 data-[changed]:bg-amber-100"
            >
              {hasFiles(kind) ? (
                // issue 22: the project's own page (files, reviews, chat)
                <Link
                  to={projectPagePath(kind, me.role, project.id)}
                  className="rounded-sm hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <Truncate text={project.title} lines={2} className="font-medium" />
                </Link>
              ) : (
                <Truncate text={project.title} lines={2} className="font-medium" />
              )}
              {showPeople && (
                <Truncate
                  text={`Managed by ${project.assignee?.name ?? "nobody yet"}`}
                  className="text-xs text-muted-foreground @3xl:max-w-[12rem]"
                />
              )}
              <ReviewNote project={project} />
            </div>
          ),
        },
        { header: "Status", cell: (project) => <StatusBadge status={project.status} /> },
        ...(showPeople
          ? [
              {
                header: "Creator",
                cell: (project: Project) => (
                  <Truncate
                    text={project.creator?.name ?? "Unknown Creator"}
                    className="@3xl:max-w-[10rem]"
                  />
                ),
              },
            ]
          : []),
        {
          header: "Submitted",
          className: "tabular-nums whitespace-nowrap",
          cell: (project) => <RelativeTime value={project.createdAt} />,
        },
      ]}
      actions={(project) => <ProjectRowActions kind={kind} project={project} />}
    />
  );
}
