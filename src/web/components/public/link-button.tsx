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

type Look = { variant?: keyof typeof variants; size?: keyof typeof sizes; className?: string };

/** The classes of a LinkButton, for a placeholder that must take exactly its room. */
export function linkButtonClass({ variant = "primary", size = "md", className }: Look) {
  return clsx(
    "inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors",
    variants[variant],
    sizes[size],
    className,
  );
}

type Props = Look & { to: string; children: ReactNode; onClick?: () => void };

/**
 * A router link styled as a button; the public pages' only button style. Plain clsx, not cn(): tailwind-merge
 * would add ~8 KB gzip to every public page, so callers pass only classes that do not fight the base ones.
 * Its focus ring is the global one (app.css), white on dark surfaces.
 */
export function LinkButton({ to, children, onClick, ...look }: Props) {
  return (
    <Link to={to} onClick={onClick} className={linkButtonClass(look)}>
      {children}
    </Link>
  );
}
