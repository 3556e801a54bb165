import { useState } from "react";
import { Link } from "react-router";
import { messages } from "~/domain/messages";
import { findTransition, type Project, type ProjectKind, refusedMoveText } from "~/domain/projects";
import { Board, type DragHandle } from "~/web/components/board";
import { useCurrentUser } from "~/web/components/session-guard";
import { StatusBadge } from "~/web/components/status-badge";
import { Truncate } from "~/web/components/truncate";
import { hasFiles, projectPagePath } from "~/web/features/files";
import { failureToast } from "~/web/lib/query-client";
import { toast } from "~/web/lib/toast";
import { cn } from "~/web/lib/utils";
import { useProjectAction } from "./api";
import { KIND_UI } from "./kinds";
import { CompleteDialog } from "./project-actions";
import { ReviewNote } from "./review-note";

/**
 * The board: one column per status (components/board.tsx). Moving a card asks the server for the same
 * transition as the buttons; Completed first asks for the completed file's link, and the card waits in its
 * new column until the dialog is done.
 */
export function ProjectBoard({
  kind,
  projects,
  total,
}: {
  kind: ProjectKind;
  projects: readonly Project[];
  total: number;
}) {
  const me = useCurrentUser();
  const ui = KIND_UI[kind];
  const action = useProjectAction(kind, failureToast(ui.updateFailed));
  const [completing, setCompleting] = useState<{ project: Project; done: () => void } | null>(null);
  const pageOf = (project: Project) =>
    hasFiles(kind) ? projectPagePath(kind, me.role, project.id) : undefined;

  /** The staff's transition from `from` to `to`, if the table has one. */
  const staffMove = (from: string, to: string) => {
    const transition = findTransition(kind, from, to);
    return transition?.by === "staff" ? transition : undefined;
  };

  const onMove = (project: Project, from: string, to: string) => {
    switch (staffMove(from, to)?.action) {
      case "accept":
        return action.mutateAsync({ type: "accept", id: project.id });
      case "manage":
        return action
          .mutateAsync({ type: "manage", id: project.id, status: to, details: project.description })
          .then(() => toast({ title: messages.campaigns.updated }));
      case "complete":
        return new Promise<void>((done) => setCompleting({ project, done }));
      default:
        return false;
    }
  };

  return (
    <>
      {total > projects.length && (
        <p className="mb-3 text-sm text-muted-foreground">
          The board shows the newest {projects.length} of {total}; use the list, the filter or the search for
          the rest.
        </p>
      )}
      <Board
        name={`${ui.many} board`}
        className={cn(
          "grid grid-cols-1 gap-4",
          ui.statuses.length === 4 ? "md:grid-cols-2 xl:grid-cols-4" : "md:grid-cols-3",
        )}
        columns={ui.statuses}
        cards={projects}
        columnOf={(project) => project.status}
        cardNoun="card"
        columnNoun="column"
        header={(status, cards) => (
          <h3 className="flex items-center justify-between text-sm font-medium">
            <StatusBadge status={status} />
            <span className="text-muted-foreground tabular-nums">{cards.length}</span>
          </h3>
        )}
        renderCard={(project, handle) => <Card project={project} page={pageOf(project)} handle={handle} />}
        cardClassName="relative"
        refusal={(project, from, to) => {
          const transition = staffMove(from, to);
          if (!transition) return refusedMoveText(kind, from, to);
          if (transition.action === "complete" && project.assignee?.id !== me.id)
            return `Only the ${ui.staff} working on it can do that.`;
        }}
        refusedTitle={ui.updateFailed}
        onMove={onMove}
      />
      {completing && (
        <CompleteDialog
          kind={kind}
          project={completing.project}
          open
          onOpenChange={(open) => {
            if (!open) setCompleting(null);
          }}
          onDone={completing.done}
        />
      )}
    </>
  );
}

/** The card is the handle that moves it; its page is a link of its own beside it, not inside the button. */
function Card({ project, page, handle }: { project: Project; page?: string; handle: DragHandle }) {
  return (
    <>
      <button
        type="button"
        {...handle.attributes}
        {...handle.listeners}
        className={cn(
          "grid w-full cursor-grab grid-cols-1 gap-1 rounded-md border bg-background p-3 text-left text-sm shadow-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
          page && "pb-8",
        )}
      >
        {/* the title in three lines at most, the people in one each; in full on hover and in the details */}
        <Truncate text={project.title} lines={3} className="font-medium" />
        <Truncate
          text={project.creator?.name ?? "Unknown Creator"}
          className="text-xs text-muted-foreground"
        />
        <Truncate
          text={`Managed by ${project.assignee?.name ?? "nobody yet"}`}
          className="text-xs text-muted-foreground"
        />
        <ReviewNote project={project} />
      </button>
      {page && (
        <Link
          to={page}
          aria-label={`Open ${project.title}`}
          className="absolute right-2 bottom-1 inline-flex min-h-6 min-w-12 items-center justify-center rounded-sm px-2 text-xs font-medium text-primary underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
        >
          Open
        </Link>
      )}
    </>
  );
}
