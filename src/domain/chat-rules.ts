/*
 * The chat's rules, free of zod: the visitor's widget loads this file on the public pages, whose
 * JavaScript budget is tight. The zod schemas of src/domain/chat.ts are built from the same constants.
 */

/** Longest chat message, in characters. */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
/** A guest session id: guest_{timestamp}_{random} (spec sections 3 and 9). */
export const CHAT_SESSION_ID_PATTERN = /^guest_\d{10,16}_[a-z0-9]{6,16}$/;
/** The login code: 4 digits, 1000 to 9999 (spec section 9). */
export const CHAT_CODE_PATTERN = /^[1-9]\d{3}$/;
/** Failed 'continue' tries allowed per session id, and per IP, in one window (the code has 9,000 values). */
export const CHAT_CONTINUE_MAX_FAILURES = 5;
export const CHAT_CONTINUE_WINDOW_MS = 15 * 60_000;

/** Blank or whitespace-only messages are ignored (spec section 5). */
export function isBlankMessage(text: string): boolean {
  return text.trim().length === 0;
}

/** The continue-chat form: both fields required, the code exactly 4 digits (spec section 5). */
export function isValidContinueInput(sessionId: string, code: string): boolean {
  return sessionId.trim().length > 0 && /^\d{4}$/.test(code.trim());
}

export function chatMessageTooLong(text: string): boolean {
  return text.trim().length > CHAT_MESSAGE_MAX_LENGTH;
}

export const chatMessageTooLongText = `Messages can be at most ${CHAT_MESSAGE_MAX_LENGTH.toLocaleString("en-US")} characters.`;

/** Realtime topics of the chat: one a session (its visitor and managers), and all sessions (managers). */
export const chatTopic = (sessionId: string) => `chat:${sessionId}`;
export const ALL_CHATS_TOPIC = "chat:all";

// issue 21, typing and seen (ADR 061): signals on the session's topic, through the realtime hub
/** The signals a chat's socket sends: the other side is typing; the other side's message `ref` was seen. */
export const CHAT_TYPING_SIGNAL = "typing";
export const CHAT_SEEN_SIGNAL = "seen";
/** A browser says it is typing at most this often while keys are pressed. */
export const CHAT_TYPING_THROTTLE_MS = 2500;
/** "… is typing" stays this long after the last signal (or until the message arrives). */
export const CHAT_TYPING_SHOWN_MS = 6000;
/** Who a typing or seen event is about. */
export type ChatSide = "visitor" | "staff";
