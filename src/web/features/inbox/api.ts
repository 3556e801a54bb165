import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { messages } from "~/domain/messages";
import { api } from "~/web/lib/api";
import type { AppMutationMeta } from "~/web/lib/query-client";

/* The managers' inbox of contact-form messages (the server allows managers only). */

export const INBOX_PAGE_SIZE = 10;
export const inboxKey = ["inbox", "contact"] as const;

/** GET /api/admin/contact-messages: a page of the inbox, under `inboxKey`. */
const contactMessagesQuery = (page: number) =>
  queryOptions({
    meta: { errorToast: { title: messages.generic.error } },
    queryKey: [...inboxKey, page] as const,
    queryFn: () =>
      api.GET("/admin/contact-messages", { params: { query: { page, pageSize: INBOX_PAGE_SIZE } } }),
    placeholderData: keepPreviousData,
  });

export function useContactMessages(page: number) {
  return useQuery(contactMessagesQuery(page));
}

/** `meta` is the calling screen's own (its failure toast, see failureToast). */
export function useMarkContactMessage(meta?: AppMutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, read }: { id: string; read: boolean }) =>
      api.PATCH("/admin/contact-messages/{id}", { params: { path: { id } }, body: { read } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inboxKey }),
    meta,
  });
}
