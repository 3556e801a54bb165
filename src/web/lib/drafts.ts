import { createContext, useContext, useEffect } from "react";
import type { DefaultValues, FieldValues, Path, PathValue, UseFormReturn } from "react-hook-form";

/*
 * Drafts (docs/decisions/045): what is typed into a form survives a reload, a crash or a server that went
 * away. The text fields that differ from the form's defaults are kept in storage while typing and put back
 * when the form mounts again; a form reset to its defaults (a successful submit) leaves no draft.
 *
 * - Signed in: localStorage, under the user's id (DraftOwner, given by the dashboard layout), so another
 *   person signing in on the same browser never sees them.
 * - Signed out (the public pages): sessionStorage, which this tab alone reads and which goes with it.
 * - Only the fields a form names as strings are kept; never a password (no form with one uses this).
 */

/** The signed-in user's id, for the drafts below it; none on the public pages. */
export const DraftOwner = createContext<string | null>(null);

const PREFIX = "creatordesk:draft:";

function storageFor(owner: string | null): Storage | null {
  try {
    return owner ? localStorage : sessionStorage;
  } catch {
    return null; // storage refused (privacy settings): no drafts, nothing breaks
  }
}

function read(storage: Storage, key: string): Record<string, string> {
  try {
    const saved: unknown = JSON.parse(storage.getItem(key) ?? "null");
    if (!saved || typeof saved !== "object") return {};
    return Object.fromEntries(Object.entries(saved).filter(([, value]) => typeof value === "string"));
  } catch {
    return {};
  }
}

function write(storage: Storage, key: string, fields: Record<string, string>) {
  try {
    if (Object.keys(fields).length === 0) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(fields));
  } catch {
    // full or refused: the typing itself still works
  }
}

function apply<T extends FieldValues>(form: UseFormReturn<T>, fields: Record<string, string>) {
  for (const [field, value] of Object.entries(fields))
    form.setValue(field as Path<T>, value as PathValue<T, Path<T>>, { shouldDirty: true });
}

/**
 * Keeps `form`'s draft under `name` (unique for what is edited: "script:<id>", "project-request:design"):
 * restored when the form mounts, saved as it changes, gone once the form is back to its defaults.
 * `name` null: no draft. A dialog's form that starts afresh each time it opens calls `reset(values)` (the
 * draft is put back over them); one that is not reset after a successful submit calls `clear()`.
 */
export function useFormDraft<T extends FieldValues>(form: UseFormReturn<T>, name: string | null) {
  const owner = useContext(DraftOwner);
  const key = name && `${PREFIX}${owner ?? "guest"}:${name}`;
  useEffect(() => {
    const storage = storageFor(owner);
    if (!key || !storage) return;
    apply(form, read(storage, key));
    const subscription = form.watch((values) => {
      const defaults: Record<string, unknown> = form.formState.defaultValues ?? {};
      const changed = Object.entries(values).filter(
        ([field, value]) => typeof value === "string" && value !== (defaults[field] ?? ""),
      );
      write(storage, key, Object.fromEntries(changed));
    });
    return () => subscription.unsubscribe();
  }, [form, key, owner]);
  const storage = () => (key ? storageFor(owner) : null);
  return {
    reset(values: DefaultValues<T>) {
      const kept = storage();
      const saved = kept && key ? read(kept, key) : {};
      form.reset(values);
      apply(form, saved);
    },
    clear() {
      const kept = storage();
      if (kept && key) write(kept, key, {});
    },
  };
}
