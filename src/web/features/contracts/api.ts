import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { data } from "react-router";
import type { ChangedEvent } from "~/domain/activity";
import { userTopic } from "~/domain/activity";
import type { ContractInput, DeclineInput, SignInput } from "~/domain/contracts";
import { DEALS_TOPIC } from "~/domain/deals";
import { ApiError, api } from "~/web/lib/api";
import { useRealtimeInvalidate } from "~/web/lib/use-realtime-query";

/*
 * Contracts signed inside CreatorDesk (issue 37): a deal's signings (managers), the caller's to sign, their
 * own signing on the dashboard; and a signer's link, which has no session (plain calls, read by the route's
 * loader).
 */

const contractKeys = {
  all: ["contracts"] as const,
  deal: (dealId: string) => ["contracts", "deal", dealId] as const,
  dealPage: (dealId: string, page: number) => ["contracts", "deal", dealId, page] as const,
  toSign: (page: number) => ["contracts", "to-sign", page] as const,
  mine: (id: string) => ["contracts", "mine", id] as const,
};

const byId = (id: string) => ({ params: { path: { id } } });

const contractQueries = {
  deal: (dealId: string, page: number) =>
    queryOptions({
      queryKey: contractKeys.dealPage(dealId, page),
      queryFn: () =>
        api.GET("/deals/{id}/contracts", { params: { path: { id: dealId }, query: { page, pageSize: 10 } } }),
      placeholderData: keepPreviousData,
    }),
  toSign: (page: number) =>
    queryOptions({
      queryKey: contractKeys.toSign(page),
      queryFn: () => api.GET("/me/contracts-to-sign", { params: { query: { page, pageSize: 10 } } }),
      placeholderData: keepPreviousData,
    }),
  mine: (id: string) =>
    queryOptions({
      queryKey: contractKeys.mine(id),
      queryFn: () => api.GET("/contracts/{id}/signing", byId(id)),
    }),
};

/** A deal's signings, newest first (managers); live with the deal's changes. */
export function useDealContracts(dealId: string, page: number) {
  useRealtimeInvalidate(
    DEALS_TOPIC,
    contractKeys.deal(dealId),
    (event) => (event as ChangedEvent).id === dealId,
  );
  return useQuery(contractQueries.deal(dealId, page));
}

/** The signings waiting for the caller's signature; live with their own topic (a turn that comes). */
export function useContractsToSign(userId: string | undefined, page: number) {
  useRealtimeInvalidate(userId ? userTopic(userId) : null, contractKeys.all);
  return useQuery(contractQueries.toSign(page));
}

export function useMySigning(id: string) {
  return useQuery(contractQueries.mine(id));
}

type ContractAction =
  | { type: "prepare"; dealId: string; body: ContractInput }
  | { type: "cancel"; id: string }
  | { type: "sign"; id: string; body: SignInput }
  | { type: "decline"; id: string; body: DeclineInput };

/** Prepares, cancels, signs or declines; every signing the screens show is read again after it. */
export function useContractAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ContractAction): Promise<unknown> => {
      switch (action.type) {
        case "prepare":
          return api.POST("/deals/{id}/contracts", { ...byId(action.dealId), body: action.body as never });
        case "cancel":
          return api.POST("/contracts/{id}/cancel", byId(action.id));
        case "sign":
          return api.POST("/contracts/{id}/sign", { ...byId(action.id), body: action.body as never });
        case "decline":
          return api.POST("/contracts/{id}/decline", { ...byId(action.id), body: action.body as never });
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: contractKeys.all }),
  });
}

/** A signer's link: what it opens; a dead link is the route's 404 with the server's one sentence. */
export async function loadSigningByLink(token: string) {
  try {
    return await api.GET("/sign/{token}", { params: { path: { token } } });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 429))
      throw data(error.message, { status: error.status });
    throw error;
  }
}

export const signByLink = (token: string, body: SignInput) =>
  api.POST("/sign/{token}", { params: { path: { token } }, body: body as never });

export const declineByLink = (token: string, body: DeclineInput) =>
  api.POST("/sign/{token}/decline", { params: { path: { token } }, body: body as never });
