import { useCallback, useRef } from "react";
import { type NavigateOptions, useSearchParams } from "react-router";

/**
 * The router's `useSearchParams`, with a setter whose change builds on the parameters last asked for. The
 * router hands a change the parameters of the last render, and renders a new address later (a transition):
 * two changes before that render (a filter chosen, then a sort, on a slow machine) would keep only the
 * second. Here the second builds on the first until a render shows the address.
 */
export function useLiveSearchParams() {
  const [params, setParams] = useSearchParams();
  // the router keeps one object per address: a new one means a render has shown a new address
  const rendered = useRef(params);
  rendered.current = params;
  const asked = useRef<{ over: URLSearchParams; next: URLSearchParams } | null>(null);
  /** The parameters last asked for while no render has shown them yet, else the render's (never change them). */
  const latest = useCallback(() => {
    const pending = asked.current;
    return pending && pending.over === rendered.current ? pending.next : rendered.current;
  }, []);
  const update = useCallback(
    (change: (current: URLSearchParams) => URLSearchParams, options?: NavigateOptions) => {
      const next = change(new URLSearchParams(latest()));
      asked.current = { over: rendered.current, next };
      setParams(next, options);
    },
    [setParams, latest],
  );
  return [params, update, latest] as const;
}

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
