import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import type { ComponentProps, MouseEvent } from "react";
import { cn } from "~/web/lib/utils";
import { Spinner } from "./spinner";

export const buttonVariants = cva(
  "inline-flex shrink-0 items-center justify-center gap-2 rounded-md text-sm font-medium whitespace-nowrap transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none disabled:pointer-events-none disabled:opacity-50 data-[pending=true]:cursor-wait [&_svg]:pointer-events-none [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: "bg-primary text-primary-foreground shadow-sm hover:bg-primary/90",
        destructive: "bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90",
        outline: "border border-input bg-background shadow-sm hover:bg-accent hover:text-accent-foreground",
        secondary: "bg-secondary text-secondary-foreground hover:bg-secondary/80",
        ghost: "hover:bg-accent hover:text-accent-foreground",
        link: "text-primary underline-offset-4 hover:underline",
      },
      size: {
        default: "h-10 px-4 py-2",
        sm: "h-8 rounded-md px-3 text-xs",
        lg: "h-11 rounded-md px-6",
        icon: "size-10",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

export type ButtonProps = ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    asChild?: boolean;
    /**
     * The action runs: a spinner shows and clicks are ignored, but the button stays focusable (aria-disabled,
     * not disabled), so keyboard focus is not lost to the page body while the server answers.
     */
    pending?: boolean;
    /** The spinner's accessible name while pending. */
    pendingLabel?: string;
  };

export function Button({
  className,
  variant,
  size,
  asChild = false,
  type,
  pending = false,
  pendingLabel = "Working",
  onClick,
  children,
  ...props
}: ButtonProps) {
  const Comp = asChild ? Slot.Root : "button";
  const guardedClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (pending) return event.preventDefault();
    onClick?.(event);
  };
  return (
    <Comp
      className={cn(buttonVariants({ variant, size, className }))}
      // Buttons inside forms submit only when asked to.
      type={asChild ? undefined : (type ?? "button")}
      onClick={guardedClick}
      {...(pending && { "aria-disabled": true, "data-pending": true })}
      {...props}
    >
      {pending && !asChild ? (
        <>
          <Spinner className="size-4" label={pendingLabel} />
          {children}
        </>
      ) : (
        children
      )}
    </Comp>
  );
}
