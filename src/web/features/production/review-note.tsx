import { RotateCcw } from "lucide-react";
import type { Project } from "~/domain/projects";
import { useCurrentUser } from "~/web/components/session-guard";
import { cn } from "~/web/lib/utils";

/**
 * A design (or, with issue 22's Request changes, an editing project) the creator sent back for changes:
 * Pending again, its designer or editor still on it (ADR 022).
 */
const awaitsChanges = (project: Project) =>
  project.kind !== "promotion" && project.status === "Pending" && project.assignee !== null;

/**
 * Says who takes a design back after the creator asked for changes: its own designer accepts it again, and
 * no other designer can (ADR 022), so the screen says so rather than showing a Pending request nobody takes.
 */
export function ReviewNote({ project, className }: { project: Project; className?: string }) {
  const me = useCurrentUser();
  if (!awaitsChanges(project)) return null;
  const designer = project.assignee!;
  const text =
    designer.id === me.id
      ? "Changes requested: accept it to take it back"
      : `Changes requested: back with ${designer.name}, who accepts it again`;
  return (
    <span
      className={cn(
        "flex items-center gap-1 text-xs font-medium text-amber-700 dark:text-amber-400",
        className,
      )}
    >
      <RotateCcw aria-hidden className="size-3.5 shrink-0" />
      {text}
    </span>
  );
}
