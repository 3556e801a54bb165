import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { ApiError } from "./api";

/**
 * Shows the server's per-field messages (`ApiError.fields`, from the same zod schema the form resolves with)
 * under the form's own fields. Returns whether any was shown.
 */
export function setServerFieldErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, "setError" | "getValues">,
  error: unknown,
): boolean {
  if (!(error instanceof ApiError) || !error.fields) return false;
  const names = Object.keys(form.getValues());
  let shown = false;
  for (const [name, message] of Object.entries(error.fields)) {
    if (!names.includes(name)) continue;
    form.setError(name as Path<T>, { message }, { shouldFocus: !shown });
    shown = true;
  }
  return shown;
}
