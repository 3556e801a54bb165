import type { ReactNode } from "react";
import { cn } from "~/web/lib/utils";

/**
 * A form's slot for the server's error (or notice): rendered empty, and hidden while empty, in every page,
 * so that the server can fill it in (src/server/features/public-forms/page.ts).
 */
export function AnswerSlot({
  id,
  kind,
  className,
  children,
}: {
  id: string;
  kind: "error" | "notice";
  className?: string;
  children?: ReactNode;
}) {
  const tone =
    kind === "error"
      ? "border-destructive/40 bg-destructive/5 text-destructive"
      : "border-emerald-600/40 bg-emerald-50 text-emerald-900";
  return (
    <p
      id={id}
      role={kind === "error" ? "alert" : "status"}
      className={cn("rounded-md border px-3 py-2 text-sm font-medium empty:hidden", tone, className)}
    >
      {children}
    </p>
  );
}
