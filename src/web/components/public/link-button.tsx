import { clsx } from "clsx";
import type { ReactNode } from "react";
import { Link } from "react-router";

const variants = {
  primary: "bg-primary text-primary-foreground shadow-sm hover:bg-primary/90",
  outline: "border border-border bg-background text-foreground hover:bg-accent",
  light: "bg-white text-violet-950 shadow-sm hover:bg-violet-50",
  ghostLight: "border border-white/40 text-white hover:bg-white/10",
} as const;

const sizes = { md: "h-10 px-4 text-sm", lg: "h-12 px-6 text-base" } as const;

type Props = {
  to: string;
  children: ReactNode;
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  className?: string;
  onClick?: () => void;
};

/**
 * A router link styled as a button; the public pages' only button style. Plain clsx, not cn(): tailwind-merge
 * would add ~8 KB gzip to every public page, so callers pass only classes that do not fight the base ones.
 */
export function LinkButton({ to, children, variant = "primary", size = "md", className, onClick }: Props) {
  return (
    <Link
      to={to}
      onClick={onClick}
      className={clsx(
        "inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
        variants[variant],
        sizes[size],
        className,
      )}
    >
      {children}
    </Link>
  );
}
