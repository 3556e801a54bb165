import type { LucideIcon } from "lucide-react";
import { cn } from "~/web/lib/utils";
import { Button } from "./button";

/**
 * One of a few ways to show or do a thing, as a row of toggle buttons (`aria-pressed`), the chosen one
 * filled: grid or list, side by side or wipe, the drawing's tool. A fieldset named by `legend`.
 */
export function PressedChoice<T extends string>({
  legend,
  value,
  onChange,
  options,
  className,
}: {
  legend: string;
  value: T;
  onChange: (value: T) => void;
  options: readonly { value: T; label: string; icon: LucideIcon }[];
  className?: string;
}) {
  return (
    <fieldset className={cn("m-0 flex min-w-0 flex-wrap gap-1 rounded-md border p-0.5", className)}>
      <legend className="sr-only">{legend}</legend>
      {options.map(({ value: one, label, icon: Icon }) => (
        <Button
          key={one}
          type="button"
          size="sm"
          variant={value === one ? "secondary" : "ghost"}
          aria-pressed={value === one}
          onClick={() => onChange(one)}
        >
          <Icon aria-hidden className="size-4" />
          {label}
        </Button>
      ))}
    </fieldset>
  );
}
