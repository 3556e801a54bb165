import {
  closestCorners,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { SortableContext, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useState } from "react";
import { Link } from "react-router";
import { messages } from "~/domain/messages";
import { findTransition, type Project, type ProjectKind, refusedMoveText } from "~/domain/projects";
import {
  boardAnnouncements,
  boardMeasuring,
  columnKeyboardCoordinates,
} from "~/web/components/board-keyboard";
import { useCurrentUser } from "~/web/components/session-guard";
import { StatusBadge } from "~/web/components/status-badge";
import { Truncate } from "~/web/components/truncate";
import { hasFiles, projectPagePath } from "~/web/features/files/format";
import { apiErrorToast } from "~/web/lib/api-error-toast";
import { toast } from "~/web/lib/toast";
import { cn } from "~/web/lib/utils";
import { useProjectAction } from "./api";
import { KIND_UI } from "./kinds";
import { CompleteDialog } from "./project-actions";
import { ReviewNote } from "./review-note";

/**
 * The board: one column per status. Moving a card (dragging it, or by keyboard: Space to pick it up, the
 * arrow keys to move, Space to drop, Escape to cancel) asks the server for the same transition as the
 * buttons. The card moves at once and goes back, with the reason, when the move is refused.
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
  const action = useProjectAction(kind);
  // cards moved but not yet confirmed by the server
  const [moved, setMoved] = useState<Record<string, string>>({});
  const [completing, setCompleting] = useState<Project | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates(ui.statuses) }),
  );
  const statusOf = (project: Project) => moved[project.id] ?? project.status;
  const byId = new Map(projects.map((p) => [p.id, p]));
  const columnOf = (
    id: string | number | undefined,
    data?: { sortable?: { containerId: string | number } },
  ) => (data?.sortable ? String(data.sortable.containerId) : id === undefined ? undefined : String(id));

  const settle = (id: string) => setMoved(({ [id]: _dropped, ...rest }) => rest);
  const refuse = (text: string, id?: string) => {
    if (id) settle(id);
    toast({ title: ui.updateFailed, description: text, variant: "destructive" });
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const project = byId.get(String(active.id));
    const to = columnOf(over?.id, over?.data.current as never);
    if (!project || !to || !ui.statuses.includes(to)) return;
    const from = statusOf(project);
    if (to === from) return;
    const transition = findTransition(kind, from, to);
    if (transition?.by !== "staff") return refuse(refusedMoveText(kind, from, to));
    setMoved((current) => ({ ...current, [project.id]: to }));
    const done = {
      onSuccess: () => {
        settle(project.id);
        if (kind === "promotion") toast({ title: messages.campaigns.updated });
      },
      onError: (error: unknown) => {
        settle(project.id);
        apiErrorToast(ui.updateFailed, error);
      },
    };
    if (transition.action === "accept") action.mutate({ type: "accept", id: project.id }, done);
    else if (transition.action === "manage")
      action.mutate({ type: "manage", id: project.id, status: to, details: project.description }, done);
    else if (transition?.action === "complete") {
      if (project.assignee?.id !== me.id)
        return refuse(`Only the ${ui.staff} working on it can do that.`, project.id);
      setCompleting(project);
    }
  };

  const title = (id: string | number) => byId.get(String(id))?.title ?? "the card";
  const announcements = boardAnnouncements(title, (over) => columnOf(over.id, over.data.current as never));

  return (
    <>
      {total > projects.length && (
        <p className="mb-3 text-sm text-muted-foreground">
          The board shows the newest {projects.length} of {total}; use the list, the filter or the search for
          the rest.
        </p>
      )}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCorners}
        measuring={boardMeasuring}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: {
            draggable:
              "Press Space to pick the card up, the arrow keys to move it to another column, Space to drop it, Escape to cancel.",
          },
        }}
      >
        <div
          data-row-list={`${ui.many} board`}
          className={cn(
            "grid grid-cols-1 gap-4",
            ui.statuses.length === 4 ? "md:grid-cols-2 xl:grid-cols-4" : "md:grid-cols-3",
          )}
        >
          {ui.statuses.map((status) => (
            <Column
              key={status}
              status={status}
              projects={projects.filter((p) => statusOf(p) === status)}
              pageOf={hasFiles(kind) ? (project) => projectPagePath(kind, me.role, project.id) : undefined}
            />
          ))}
        </div>
      </DndContext>
      {completing && (
        <CompleteDialog
          kind={kind}
          project={completing}
          open
          onOpenChange={(open) => {
            if (!open) setCompleting(null);
          }}
          onDone={(ok) => {
            if (!ok) settle(completing.id);
            else settle(completing.id);
          }}
        />
      )}
    </>
  );
}

function Column({
  status,
  projects,
  pageOf,
}: {
  status: string;
  projects: Project[];
  /** The project's own page (files, reviews, chat: issue 22), for the kinds that have one. */
  pageOf?: (project: Project) => string;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: status });
  return (
    <section
      ref={setNodeRef}
      aria-label={`${status} column`}
      className={cn(
        "flex min-h-40 min-w-0 flex-col gap-2 rounded-lg border bg-muted/40 p-3",
        isOver && "ring-2 ring-ring",
      )}
    >
      <h3 className="flex items-center justify-between text-sm font-medium">
        <StatusBadge status={status} />
        <span className="text-muted-foreground tabular-nums">{projects.length}</span>
      </h3>
      <SortableContext id={status} items={projects.map((p) => p.id)} strategy={verticalListSortingStrategy}>
        <ul className="flex flex-col gap-2">
          {projects.map((project) => (
            <Card key={project.id} project={project} page={pageOf?.(project)} />
          ))}
        </ul>
      </SortableContext>
    </section>
  );
}

function Card({ project, page }: { project: Project; page?: string }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: project.id,
  });
  return (
    <li
      ref={setNodeRef}
      data-row-key={project.id}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn("relative list-none", isDragging && "z-10 opacity-80")}
    >
      <button
        type="button"
        {...attributes}
        {...listeners}
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
      {/* the card is the handle that moves it; its page is a link of its own, not inside the button */}
      {page && (
        <Link
          to={page}
          aria-label={`Open ${project.title}`}
          className="absolute right-3 bottom-2 rounded-sm text-xs font-medium text-primary underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
        >
          Open
        </Link>
      )}
    </li>
  );
}
