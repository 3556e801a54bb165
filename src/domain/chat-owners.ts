/*
 * Who owns a live chat (issue 21): the inbox's tabs, the kinds of a thread's lines, and the text of the
 * thread's events. Free of zod, like ./chat-rules: the widget may load it.
 */

/** The inbox's tabs: the caller's own chats, nobody's, every open one. */
export const CHAT_TABS = ["mine", "unassigned", "all"] as const;
export type ChatTab = (typeof CHAT_TABS)[number];

/** A thread's lines: messages (everyone), events and staff notes (managers only). */
export const CHAT_LINE_KINDS = ["message", "event", "note"] as const;
export type ChatLineKind = (typeof CHAT_LINE_KINDS)[number];

/** Longest hand-off note, in characters. */
export const CHAT_NOTE_MAX_LENGTH = 1000;
