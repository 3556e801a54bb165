import { useEffect, useRef } from "react";
import type { RealtimeEvent } from "~/domain/realtime";
import { subscribe } from "./realtime";

export interface UseRealtimeOptions {
  token?: string;
  onResync?: () => void;
  onDenied?: () => void;
}

/**
 * Listens to `topic` (none while it is null) for as long as the component is mounted. The handlers may
 * change on every render; the subscription does not.
 */
export function useRealtime(
  topic: string | null,
  onEvent: (event: RealtimeEvent) => void,
  options: UseRealtimeOptions = {},
) {
  const latest = useRef({ onEvent, ...options });
  latest.current = { onEvent, ...options };
  const token = options.token;
  useEffect(() => {
    if (!topic) return;
    return subscribe(topic, (event) => latest.current.onEvent(event), {
      token,
      onResync: () => latest.current.onResync?.(),
      onDenied: () => latest.current.onDenied?.(),
    });
  }, [topic, token]);
}
