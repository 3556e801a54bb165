import { clsx } from "clsx";
import { Link } from "react-router";

/** The CreatorDesk mark and word, linking home (the dashboards link it to the role's home instead). */
export function BrandLogo({
  className,
  light = false,
  to = "/",
}: {
  className?: string;
  light?: boolean;
  to?: string;
}) {
  return (
    <Link to={to} className={clsx("flex items-center gap-2 font-bold text-lg tracking-tight", className)}>
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" className="shrink-0">
        <rect width="32" height="32" rx="8" fill={light ? "#fff" : "#4c2a9e"} />
        <path
          d="M21.5 11.2a7 7 0 1 0 0 9.6"
          fill="none"
          stroke={light ? "#4c2a9e" : "#fff"}
          strokeWidth="3.2"
          strokeLinecap="round"
        />
      </svg>
      <span className={light ? "text-white" : "text-foreground"}>CreatorDesk</span>
    </Link>
  );
}
