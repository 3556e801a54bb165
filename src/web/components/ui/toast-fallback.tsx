import { dismissToast, useCurrentToast } from "~/web/lib/toast";

/**
 * The toast, plainly, when the Toaster's code could not be downloaded: the message still reaches the person.
 * It sits where the real one does (clear of the top bar and the chat launcher), and closes on its button.
 */
export function ToastFallback() {
  const current = useCurrentToast();
  return (
    <section
      aria-label="Notifications"
      className="fixed right-4 bottom-24 left-4 z-[100] wrap-anywhere sm:right-auto sm:bottom-4 sm:w-96"
    >
      {current && (
        <div role="status" className="rounded-md border bg-background p-4 text-sm shadow-lg">
          <p className="font-semibold">{current.title}</p>
          {current.description && <p className="mt-1 opacity-90">{current.description}</p>}
          <button
            type="button"
            className="mt-2 text-primary underline"
            onClick={() => dismissToast(current.id)}
          >
            Close
          </button>
        </div>
      )}
    </section>
  );
}
