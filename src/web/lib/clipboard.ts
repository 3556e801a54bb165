import { errorToast } from "./api-error-toast";
import { toast } from "./toast";

/** Copies `text` and says so in a toast, or says to copy it by hand when the browser refuses. */
export async function copyWithToast(text: string, said: { copied: string; failed: string }) {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: said.copied });
  } catch {
    errorToast(said.failed);
  }
}
