import type { ChatMessage } from "~/domain/chat";

/**
 * The messages of `current` and `incoming` together, each once (by id; the newer copy wins, e.g. its
 * 'closed' status), by time. The sort is stable, so messages of the same millisecond keep the order in which
 * the server sent them (events arrive in commit order; a refetch comes in the database's order).
 */
export function mergeMessages(
  current: readonly ChatMessage[],
  incoming: readonly ChatMessage[],
): ChatMessage[] {
  const byId = new Map<string, ChatMessage>();
  for (const message of current) byId.set(message.id, message);
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) =>
    a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0,
  );
}
