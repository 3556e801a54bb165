import { useSyncExternalStore } from "react";
import type { ChatIdentity } from "~/domain/chat";
import { CHAT_IDENTITY_KEY, parseChatIdentity as parse } from "./identity-key";

/*
 * The visitor's chat identity, kept in localStorage so that every page and every visit reopens the same
 * chat: the session id and code the widget shows, and the token that reads and writes it. Plain React on
 * purpose: the launcher on every public page reads it.
 */

const KEY = CHAT_IDENTITY_KEY;
const listeners = new Set<() => void>();
let cached: { raw: string | null; value: ChatIdentity | null } = { raw: null, value: null };

export function readChatIdentity(): ChatIdentity | null {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(KEY);
  } catch {
    // storage disabled: the chat still works for this page
  }
  if (raw !== cached.raw) cached = { raw, value: parse(raw) };
  return cached.value;
}

const emit = () => {
  for (const listener of listeners) listener();
};

export function saveChatIdentity(identity: ChatIdentity | null) {
  try {
    if (identity) localStorage.setItem(KEY, JSON.stringify(identity));
    else localStorage.removeItem(KEY);
  } catch {
    // storage disabled or full: keep it for this page only
    const raw = identity ? JSON.stringify(identity) : null;
    cached = { raw, value: identity };
  }
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // another tab started or continued a chat
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export function useChatIdentity(): ChatIdentity | null {
  return useSyncExternalStore(subscribe, readChatIdentity, () => null);
}
