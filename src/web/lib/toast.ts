import { useSyncExternalStore } from "react";

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant?: "default" | "destructive";
}

/* One toast at a time (spec section 9): a new toast replaces the one on screen. */
let current: ToastMessage | null = null;
/** True once any toast was asked for: the Toaster's code loads only then (it is not on the public pages' path). */
let requested = false;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

/** Shows a toast. A description that only repeats the title is dropped (ui-guide: they never repeat). */
export function toast(message: Omit<ToastMessage, "id">) {
  const repeats = message.description?.trim().toLowerCase() === message.title.trim().toLowerCase();
  current = { ...message, description: repeats ? undefined : message.description, id: nextId++ };
  requested = true;
  emit();
}

export function dismissToast(id: number) {
  if (current?.id !== id) return;
  current = null;
  emit();
}

/** Calls `listener` on every change of the toast shown; returns the unsubscribe (the static pages' toasts). */
export function subscribeToasts(listener: (current: ToastMessage | null) => void): () => void {
  const call = () => listener(current);
  listeners.add(call);
  return () => listeners.delete(call);
}

export function useCurrentToast() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => null,
  );
}

export function useToastRequested() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => requested,
    () => false,
  );
}
