import type { ComponentProps } from "react";
import { cn } from "~/web/lib/utils";

/** A grey block in the shape of content that is loading; it pulses only when motion is welcome. */
export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      aria-hidden
      className={cn("rounded-md bg-foreground/10 motion-safe:animate-pulse", className)}
      {...props}
    />
  );
}
