import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { userTopic } from "~/domain/activity";
import { DEALS_TOPIC } from "~/domain/deals";
import type { CreditNoteInput, InvoiceInput, PayeeRole, PaymentInput, PayoutInput } from "~/domain/invoices";
import { api } from "~/web/lib/api";
import type { AppMutationMeta } from "~/web/lib/query-client";
import { useRealtimeInvalidate } from "~/web/lib/use-realtime-query";

/* The money loop's API hooks (issue 38): invoices, payments, the split, statements and payouts. */

export const INVOICES_PAGE_SIZE = 20;

const ledgerKeys = {
  all: ["ledger"] as const,
  statements: ["ledger", "statement"] as const,
};
const byId = (id: string) => ({ params: { path: { id } } });

export type StatementQuery = { payeeId?: string; role?: PayeeRole; month?: string };

const ledgerQueries = {
  dealInvoices: (dealId: string, page: number) =>
    queryOptions({
      queryKey: ["ledger", "deal", dealId, page] as const,
      queryFn: () =>
        api.GET("/deals/{id}/invoices", {
          params: { path: { id: dealId }, query: { page, pageSize: INVOICES_PAGE_SIZE } },
        }),
      placeholderData: keepPreviousData,
    }),
  invoices: (status: string | undefined, page: number) =>
    queryOptions({
      queryKey: ["ledger", "invoices", status, page] as const,
      queryFn: () =>
        api.GET("/invoices", {
          params: { query: { status: status as never, page, pageSize: INVOICES_PAGE_SIZE } },
        }),
      placeholderData: keepPreviousData,
    }),
  split: (dealId: string) =>
    queryOptions({
      queryKey: ["ledger", "split", dealId] as const,
      queryFn: () => api.GET("/deals/{id}/split", byId(dealId)),
    }),
  managerShare: (managerId: string) =>
    queryOptions({
      queryKey: ["ledger", "share", managerId] as const,
      queryFn: () => api.GET("/managers/{id}/commission-share", byId(managerId)),
    }),
  statement: (query: StatementQuery) =>
    queryOptions({
      queryKey: [...ledgerKeys.statements, query] as const,
      queryFn: () => api.GET("/statements", { params: { query } }),
      placeholderData: keepPreviousData,
    }),
};

export const useDealInvoices = (dealId: string, page: number) =>
  useQuery(ledgerQueries.dealInvoices(dealId, page));
export const useInvoices = (status: string | undefined, page: number) =>
  useQuery(ledgerQueries.invoices(status, page));
export const useDealSplit = (dealId: string) => useQuery(ledgerQueries.split(dealId));
export const useManagerShare = (managerId: string) => useQuery(ledgerQueries.managerShare(managerId));
export const useStatement = (query: StatementQuery) => useQuery(ledgerQueries.statement(query));

/** Managers: any change of a deal or of its invoices (a payment, a settlement) refetches the money on screen. */
export function useLedgerLive() {
  useRealtimeInvalidate(DEALS_TOPIC, ledgerKeys.all);
}

/** A creator's or a manager's statement, live: a brand's payment or a payout refetches it. */
export function useStatementLive(userId: string) {
  useRealtimeInvalidate(userTopic(userId), ledgerKeys.statements);
}

type InvoiceAction =
  | { type: "create"; dealId: string; body: InvoiceInput }
  | { type: "issue"; id: string }
  | { type: "void"; id: string }
  | { type: "delete"; id: string }
  | { type: "pay"; id: string; body: PaymentInput }
  | { type: "credit"; id: string; body: CreditNoteInput };

/** A change to an invoice; the money's queries refetch after it (the deal's stage: live, on the deals' topic). */
export function useInvoiceAction(meta?: AppMutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: InvoiceAction) => {
      switch (action.type) {
        case "create":
          return api.POST("/deals/{id}/invoices", { ...byId(action.dealId), body: action.body as never });
        case "issue":
          return api.POST("/invoices/{id}/issue", byId(action.id));
        case "void":
          return api.POST("/invoices/{id}/void", byId(action.id));
        case "delete":
          return api.DELETE("/invoices/{id}", byId(action.id)).then(() => undefined);
        case "pay":
          return api.POST("/invoices/{id}/payments", { ...byId(action.id), body: action.body as never });
        case "credit":
          return api.POST("/invoices/{id}/credit-notes", { ...byId(action.id), body: action.body as never });
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ledgerKeys.all }),
    meta,
  });
}

/** Records a payout; the statements refetch after it. */
export function useRecordPayout(meta?: AppMutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PayoutInput) => api.POST("/payouts", { body: body as never }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ledgerKeys.all }),
    meta,
  });
}

/** Sets (or, with null, resets) a manager's default share, or a deal's own; the money's queries refetch. */
export function useSetShare(meta?: AppMutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      of,
      id,
      shareBps,
    }: {
      of: "manager" | "deal";
      id: string;
      shareBps: number | null;
    }) => {
      if (of === "manager")
        await api.PUT("/managers/{id}/commission-share", { ...byId(id), body: { shareBps } });
      else await api.PUT("/deals/{id}/split", { ...byId(id), body: { shareBps } });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ledgerKeys.all }),
    meta,
  });
}
