import type { ReactNode } from "react";

/**
 * The top of every dashboard page (ui-guide, page anatomy): the page's one h1, one line saying what the page
 * is for, and the page's one primary action on the right; on a phone the action stacks under the title. Where
 * the action is a few buttons, they wrap within at most 60% of the row rather than push the page sideways.
 */
export function PageHeader({
  title,
  description,
  action,
}: {
  title: ReactNode;
  description?: ReactNode;
  /** The page's primary (filled) button; other actions belong to sections or rows. */
  action?: ReactNode;
}) {
  return (
    <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 flex-1">
        {/* a title made of a person's name or a record's title may be one long word: it breaks */}
        <h1 className="text-2xl font-semibold tracking-tight text-balance wrap-anywhere sm:text-3xl">
          {title}
        </h1>
        {description && <p className="mt-1.5 text-muted-foreground wrap-anywhere">{description}</p>}
      </div>
      {action && (
        <div className="flex flex-wrap gap-2 sm:max-w-[60%] sm:shrink-0 sm:justify-end">{action}</div>
      )}
    </div>
  );
}
