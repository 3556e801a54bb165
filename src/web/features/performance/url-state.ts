import { useLiveSearchParams } from "~/web/lib/use-live-search-params";

/**
 * A view's state in the URL query (ui-guide: a reload or a shared link shows the same): the current
 * parameters, and a setter of several at once; an empty value (or the default) removes the parameter.
 */
export function useQueryState() {
  const [params, setParams] = useLiveSearchParams();
  const update = (changes: Record<string, string | undefined>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return [params, update] as const;
}
