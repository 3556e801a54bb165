import type { ReactNode } from "react";
import { cn } from "~/web/lib/utils";
import { Label } from "./label";

/**
 * A labelled form control with its hint and error. The control itself must carry
 * `{...controlProps(id, error, hint)}` with the same id, error and hint, so screen readers announce them.
 */
export function FormField({
  id,
  label,
  error,
  hint,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn("grid gap-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/** The id and accessibility wiring of the control inside a FormField: the message shown is the one read out. */
export function controlProps(id: string, error?: string, hint?: ReactNode) {
  return {
    id,
    "aria-invalid": !!error,
    "aria-describedby": error ? `${id}-error` : hint ? `${id}-hint` : undefined,
  };
}
