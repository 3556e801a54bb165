import { useState } from "react";

/**
 * A choice this browser remembers (localStorage under `key`): the file view, the booking's time zone. `read`
 * turns what is stored (null when nothing) into the value; in private mode the choice lasts as long as the page.
 */
export function usePersistedState<T extends string>(
  key: string,
  read: (stored: string | null) => T,
): [T, (value: T) => void] {
  const [value, setValue] = useState<T>(() => {
    try {
      return read(localStorage.getItem(key));
    } catch {
      return read(null);
    }
  });
  return [
    value,
    (next) => {
      setValue(next);
      try {
        localStorage.setItem(key, next);
      } catch {
        // private mode: for this page only
      }
    },
  ];
}
