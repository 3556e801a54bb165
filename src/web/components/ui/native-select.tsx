import type { ComponentProps } from "react";
import { cn } from "~/web/lib/utils";

/** A native select styled like Input: keyboard, screen readers and phones handle it as they know best. */
export function NativeSelect({ className, ...props }: ComponentProps<"select">) {
  return (
    <select
      className={cn(
        "flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-sm md:text-sm",
        "focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:opacity-50",
        className,
      )}
      {...props}
    />
  );
}
