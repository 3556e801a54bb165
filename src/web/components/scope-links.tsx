import { Link, useLocation, useSearchParams } from "react-router";
import { cn } from "~/web/lib/utils";

/**
 * "Mine" or "All" of a list, as two links that set `?scope=` (ui-guide: a filter's state lives in the URL;
 * links are links). `fallback` is the scope when the URL names none; a change goes back to the first page.
 */
export function ScopeLinks({
  label,
  options,
  fallback,
  className,
}: {
  /** The group's name for assistive tech ("Whose creators"). */
  label: string;
  options: readonly { scope: string; label: string }[];
  fallback: string;
  className?: string;
}) {
  const [params] = useSearchParams();
  const { pathname, hash } = useLocation();
  const current = params.get("scope") ?? fallback;
  const hrefOf = (scope: string) => {
    const next = new URLSearchParams(params);
    next.delete("page");
    if (scope === fallback) next.delete("scope");
    else next.set("scope", scope);
    const query = next.toString();
    return `${pathname}${query ? `?${query}` : ""}${hash}`;
  };
  return (
    <nav aria-label={label} className={cn("inline-flex rounded-lg bg-muted p-1", className)}>
      {options.map((option) => {
        const active = option.scope === current;
        return (
          <Link
            key={option.scope}
            to={hrefOf(option.scope)}
            replace
            preventScrollReset
            aria-current={active ? "page" : undefined}
            className={cn(
              "rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
              active ? "bg-background text-foreground shadow-sm" : "hover:text-foreground",
            )}
          >
            {option.label}
          </Link>
        );
      })}
    </nav>
  );
}
