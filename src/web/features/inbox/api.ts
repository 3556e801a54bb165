import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ContactInboxMessage, ContactMessagesPage } from "~/domain/inbox";
import { messages } from "~/domain/messages";
import { apiFetch } from "~/web/lib/api";

/* The managers' inbox of contact-form messages (the server allows managers only). */

export const INBOX_PAGE_SIZE = 10;
export const inboxKey = ["inbox", "contact"] as const;

export function useContactMessages(page: number) {
  return useQuery({
    meta: { errorToast: { title: messages.generic.error } },
    queryKey: [...inboxKey, page],
    queryFn: () =>
      apiFetch<ContactMessagesPage>(`/api/admin/contact-messages?page=${page}&pageSize=${INBOX_PAGE_SIZE}`),
    placeholderData: keepPreviousData,
  });
}

export function useMarkContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, read }: { id: string; read: boolean }) =>
      apiFetch<ContactInboxMessage>(`/api/admin/contact-messages/${encodeURIComponent(id)}`, {
        method: "PATCH",
        json: { read },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inboxKey }),
  });
}
