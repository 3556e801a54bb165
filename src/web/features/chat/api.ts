import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ChatMessage, ChatThread } from "~/domain/chat";
import type { ChatState, ChatWaiting } from "~/domain/chat-inbox";
import type { ChatTab } from "~/domain/chat-owners";
import { messages } from "~/domain/messages";
import { api } from "~/web/lib/api";
import type { AppMutationMeta } from "~/web/lib/query-client";
import { mergeMessages } from "./merge-messages";

/* The managers' chat endpoints (the server allows managers only). */

export const CHATS_PAGE_SIZE = 20;
export const sessionsKey = ["chat", "sessions"] as const;
const threadKey = (id: string) => ["chat", "thread", id] as const;
const byId = (id: string) => ({ params: { path: { id } } });

/** The inbox's filters (issue 35), as the address holds them; they combine. */
export interface ChatFilters {
  state?: ChatState;
  from?: string;
  country?: string;
  waiting?: ChatWaiting;
}

/** The managers' chat GET endpoints, one query options factory each. */
export const chatQueries = {
  /** A page of a tab of the inbox (issue 21: mine, unassigned, all), filtered (issue 35). */
  sessions: (page: number, tab: ChatTab, filters: ChatFilters = {}) =>
    queryOptions({
      meta: { errorToast: { title: messages.chat.fetchChatsFailed } },
      queryKey: [...sessionsKey, tab, page, filters] as const,
      queryFn: () =>
        api.GET("/chat/sessions", {
          params: { query: { page, pageSize: CHATS_PAGE_SIZE, tab, ...filters } },
        }),
      placeholderData: keepPreviousData,
    }),
  /** The pages and countries of the open chats: the filters' choices; refetched with the lists. */
  facets: () =>
    queryOptions({
      queryKey: [...sessionsKey, "facets"] as const,
      queryFn: () => api.GET("/chat/sessions/facets"),
      placeholderData: keepPreviousData,
    }),
  /** The same visitor's other chats (issue 35), the newest page. */
  earlier: (id: string) =>
    queryOptions({
      meta: { errorToast: { title: messages.chatInbox.earlierFailed } },
      queryKey: ["chat", "earlier", id] as const,
      queryFn: () =>
        api.GET("/chat/sessions/{id}/visitor/earlier", {
          params: { path: { id }, query: { page: 1, pageSize: EARLIER_PAGE_SIZE } },
        }),
    }),
  /** The open chats of each tab; under `sessionsKey`, so the same realtime events refetch them. */
  counts: () =>
    queryOptions({
      queryKey: [...sessionsKey, "counts"] as const,
      queryFn: () => api.GET("/chat/sessions/counts"),
      placeholderData: keepPreviousData,
    }),
  /** A chat's messages; a refetch keeps the older pages and what arrived live meanwhile. */
  thread: (id: string) =>
    queryOptions({
      meta: { errorToast: messages.chat.fetchFailed },
      queryKey: threadKey(id),
      queryFn: async ({ client }): Promise<ChatThread> => {
        const fresh = await api.GET("/chat/sessions/{id}/messages", byId(id));
        // keep older pages and anything that arrived live while this was loading
        const shown = client.getQueryData<ChatThread>(threadKey(id));
        return shown
          ? { ...fresh, messages: mergeMessages(shown.messages, fresh.messages), hasMore: shown.hasMore }
          : fresh;
      },
      staleTime: 0,
    }),
  /** What the managers know of a chat's visitor (issue 21). */
  visitor: (id: string) =>
    queryOptions({
      meta: { errorToast: { title: messages.chatVisitor.cardFailed } },
      queryKey: ["chat", "visitor", id] as const,
      queryFn: () => api.GET("/chat/sessions/{id}/visitor", byId(id)),
    }),
};

/** A page of a tab of the inbox (issue 21: mine, unassigned, all), filtered (issue 35). */
export function useChatSessions(page: number, tab: ChatTab = "all", filters: ChatFilters = {}) {
  return useQuery(chatQueries.sessions(page, tab, filters));
}

/** Earlier chats shown in the visitor card; "Show all" is not needed below this (they are listed newest first). */
const EARLIER_PAGE_SIZE = 20;

/** After a change of a session: the lists, the counts and its thread read again. */
function useSessionChanged() {
  const queryClient = useQueryClient();
  return (id: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: sessionsKey }),
      queryClient.invalidateQueries({ queryKey: threadKey(id) }),
    ]);
}

/** Marks a chat unread for the caller (issue 35). */
export function useMarkUnread(meta?: AppMutationMeta) {
  const changed = useSessionChanged();
  return useMutation({
    mutationFn: (id: string) => api.POST("/chat/sessions/{id}/unread", byId(id)),
    onSuccess: (_nothing, id) => changed(id),
    meta,
  });
}

/** Snoozes a chat until a time (issue 35); the thread's line names it in the manager's zone. */
export function useSnoozeChat(meta?: AppMutationMeta) {
  const changed = useSessionChanged();
  return useMutation({
    mutationFn: (input: { id: string; until: string }) =>
      api.PUT("/chat/sessions/{id}/snooze", {
        ...byId(input.id),
        body: { until: input.until, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone },
      }),
    onSuccess: (_session, input) => changed(input.id),
    meta,
  });
}

export function useUnsnoozeChat(meta?: AppMutationMeta) {
  const changed = useSessionChanged();
  return useMutation({
    mutationFn: (id: string) => api.DELETE("/chat/sessions/{id}/snooze", byId(id)),
    onSuccess: (_session, id) => changed(id),
    meta,
  });
}

/** The open chats of each tab. */
export function useChatCounts() {
  return useQuery(chatQueries.counts());
}

/** Assigns a chat to a manager (null: unassigns), with an optional hand-off note. */
export function useAssignChat(meta?: AppMutationMeta) {
  const changed = useSessionChanged();
  return useMutation({
    mutationFn: (input: { id: string; assigneeId: string | null; note?: string }) =>
      api.PUT("/chat/sessions/{id}/assignee", {
        ...byId(input.id),
        body: { assigneeId: input.assigneeId, ...(input.note ? { note: input.note } : {}) },
      }),
    onSuccess: (_session, input) => changed(input.id),
    meta,
  });
}

export function useReopenChat(meta?: AppMutationMeta) {
  const changed = useSessionChanged();
  return useMutation({
    mutationFn: (id: string) => api.POST("/chat/sessions/{id}/reopen", byId(id)),
    onSuccess: (_session, id) => changed(id),
    meta,
  });
}

export function useChatThread(id: string) {
  return useQuery(chatQueries.thread(id));
}

/** Adds messages to the cached thread, each once. */
export function useAddToThread(id: string) {
  const queryClient = useQueryClient();
  return (incoming: ChatMessage[], hasMore?: boolean) =>
    queryClient.setQueryData(chatQueries.thread(id).queryKey, (thread) =>
      thread
        ? {
            ...thread,
            hasMore: hasMore ?? thread.hasMore,
            messages: mergeMessages(thread.messages, incoming),
          }
        : thread,
    );
}

export function fetchEarlier(id: string, before: string) {
  return api.GET("/chat/sessions/{id}/messages", { params: { path: { id }, query: { before } } });
}

/** `meta` is the calling screen's own (its failure toast, see failureToast). */
export function useSendReply(id: string, meta?: AppMutationMeta) {
  const add = useAddToThread(id);
  return useMutation({
    mutationFn: (content: string) =>
      api.POST("/chat/sessions/{id}/messages", { ...byId(id), body: { content } }),
    onSuccess: (message) => add([message]),
    meta,
  });
}

/** `meta` is the calling screen's own (its failure toast, see failureToast). */
export function useCloseChat(meta?: AppMutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.POST("/chat/sessions/{id}/close", byId(id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
    meta,
  });
}

export function markChatRead(id: string) {
  return api.POST("/chat/sessions/{id}/read", byId(id));
}
