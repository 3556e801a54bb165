import { X } from "lucide-react";
import { Toast } from "radix-ui";
import { dismissToast, useCurrentToast } from "~/web/lib/toast";
import { cn } from "~/web/lib/utils";

/** Radix Toast with the spec's constants: 5000 ms, 50 px swipe to dismiss, F8 to focus the region. */
const TOAST_DURATION_MS = 5000;
const TOAST_SWIPE_THRESHOLD_PX = 50;

export default function Toaster() {
  const current = useCurrentToast();
  return (
    <Toast.Provider
      duration={TOAST_DURATION_MS}
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      swipeDirection="left"
    >
      {current && (
        <Toast.Root
          key={current.id}
          type={current.variant === "destructive" ? "foreground" : "background"}
          onOpenChange={(open) => {
            if (!open) dismissToast(current.id);
          }}
          className={cn(
            "group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-md border p-4 pr-8 shadow-lg wrap-anywhere",
            "data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]",
            current.variant === "destructive"
              ? "border-destructive bg-destructive text-destructive-foreground"
              : "bg-background text-foreground",
          )}
        >
          <div className="grid gap-1">
            <Toast.Title className="text-sm font-semibold">{current.title}</Toast.Title>
            {current.description && (
              <Toast.Description className="text-sm opacity-90">{current.description}</Toast.Description>
            )}
          </div>
          <Toast.Close
            aria-label="Dismiss notification"
            className="absolute top-2 right-2 rounded-md p-1 opacity-70 hover:opacity-100 focus:opacity-100"
          >
            <X className="size-4" aria-hidden />
          </Toast.Close>
        </Toast.Root>
      )}
      {/* Where no control is: not over the top bar (its bell and avatar) nor the chat launcher and panel at the
          bottom right. Bottom left from sm up; on a phone across the bottom, above the launcher. The empty
          viewport lets clicks through. */}
      <Toast.Viewport className="pointer-events-none fixed inset-x-0 bottom-20 z-[100] flex max-h-screen flex-col p-4 sm:right-auto sm:bottom-0 sm:w-[420px]" />
    </Toast.Provider>
  );
}
