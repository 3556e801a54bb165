import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ChangedEvent } from "~/domain/activity";
import type { BrandLinkInput } from "~/domain/brand-links";
import {
  type BrandInput,
  DEAL_VIEWS_MAX,
  DEALS_TOPIC,
  type DealBoardQuery,
  type DealInput,
  type DealMove,
  type DealPatch,
  type DealViewInput,
  type ListDealsQuery,
} from "~/domain/deals";
import { historyKeys } from "~/web/features/activity";
import { api } from "~/web/lib/api";
import type { AppMutationMeta } from "~/web/lib/query-client";
import { useRealtimeInvalidate } from "~/web/lib/use-realtime-query";

/* The brands' and the pipeline's API hooks (issue 19). `useDeal` reads one deal for any page that shows it. */

export const BRANDS_PAGE_SIZE = 20;
export const DEALS_PAGE_SIZE = 20;

const dealKeys = {
  all: ["deals"] as const,
  list: (query: object) => ["deals", "list", query] as const,
  board: (filters: object) => ["deals", "board", filters] as const,
  views: ["deal-views"] as const,
  brandLinks: (dealId: string) => ["brand-links", dealId] as const,
  one: (id: string) => ["deals", "one", id] as const,
  brandDeals: (id: string, page: number) => ["deals", "brand", id, page] as const,
  terms: (creatorId: string) => ["deals", "terms", creatorId] as const,
};
const brandKeys = {
  all: ["brands"] as const,
  list: (query: object) => ["brands", "list", query] as const,
  one: (id: string) => ["brands", "one", id] as const,
};
const byId = (id: string) => ({ params: { path: { id } } });

/** The brands' and the pipeline's GET endpoints, one query options factory each. */
const dealQueries = {
  brands: (query: { search?: string; page: number; pageSize: number }) =>
    queryOptions({
      queryKey: brandKeys.list(query),
      queryFn: () => api.GET("/brands", { params: { query } }),
      placeholderData: keepPreviousData,
    }),
  brand: (id: string) =>
    queryOptions({ queryKey: brandKeys.one(id), queryFn: () => api.GET("/brands/{id}", byId(id)) }),
  brandDeals: (id: string, page: number) =>
    queryOptions({
      queryKey: dealKeys.brandDeals(id, page),
      queryFn: () =>
        api.GET("/brands/{id}/deals", {
          params: { path: { id }, query: { page, pageSize: DEALS_PAGE_SIZE } },
        }),
      placeholderData: keepPreviousData,
    }),
  deals: (query: ListDealsQuery) =>
    queryOptions({
      queryKey: dealKeys.list(query),
      queryFn: () => api.GET("/deals", { params: { query: query as never } }),
      placeholderData: keepPreviousData,
    }),
  board: (filters: DealBoardQuery) =>
    queryOptions({
      queryKey: dealKeys.board(filters),
      queryFn: () => api.GET("/deals/board", { params: { query: filters } }),
      placeholderData: keepPreviousData,
    }),
  brandLinks: (dealId: string, page: number, pageSize: number) =>
    queryOptions({
      queryKey: [...dealKeys.brandLinks(dealId), page, pageSize] as const,
      queryFn: () =>
        api.GET("/deals/{id}/brand-links", { params: { path: { id: dealId }, query: { page, pageSize } } }),
      placeholderData: keepPreviousData,
    }),
  views: () =>
    queryOptions({
      queryKey: dealKeys.views,
      queryFn: () => api.GET("/deal-views", { params: { query: { pageSize: DEAL_VIEWS_MAX } } }),
    }),
  deal: (id: string) =>
    queryOptions({ queryKey: dealKeys.one(id), queryFn: () => api.GET("/deals/{id}", byId(id)) }),
  people: (query: { role: "creator" | "manager"; search: string | undefined; pageSize: number }) =>
    queryOptions({
      queryKey: ["deal-people", query] as const,
      queryFn: () => api.GET("/deal-people", { params: { query } }),
      placeholderData: keepPreviousData,
    }),
  terms: (creatorId: string) =>
    queryOptions({
      queryKey: dealKeys.terms(creatorId),
      queryFn: () => api.GET("/creators/{id}/terms", byId(creatorId)),
      enabled: Boolean(creatorId),
    }),
};

export function useBrands(query: { search?: string; page: number; pageSize?: number }) {
  const params = {
    query: {
      search: query.search || undefined,
      page: query.page,
      pageSize: query.pageSize ?? BRANDS_PAGE_SIZE,
    },
  };
  return useQuery(dealQueries.brands(params.query));
}

export function useBrand(id: string) {
  return useQuery(dealQueries.brand(id));
}

export function useBrandDeals(id: string, page: number) {
  return useQuery(dealQueries.brandDeals(id, page));
}

type BrandAction =
  | { type: "create"; body: BrandInput }
  | { type: "update"; id: string; body: BrandInput }
  | { type: "delete"; id: string };

/** A change to a brand; the brands' queries refetch after it. */
export function useBrandAction(meta?: AppMutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: BrandAction) => {
      switch (action.type) {
        case "create":
          return api.POST("/brands", { body: action.body as never });
        case "update":
          return api.PUT("/brands/{id}", { ...byId(action.id), body: action.body as never });
        case "delete":
          return api.DELETE("/brands/{id}", byId(action.id));
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: brandKeys.all }),
    meta,
  });
}

/** A page of deals with the list's filters and sort (managers: every deal). */
export function useDeals(query: ListDealsQuery & { page: number }) {
  const clean = Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== "" && value != null),
  );
  const params = { query: { pageSize: DEALS_PAGE_SIZE, ...clean } as ListDealsQuery };
  return useQuery(dealQueries.deals(params.query));
}

/** The board, narrowed by the list's filters (blank ones left out). */
export function useDealBoard(filters: DealBoardQuery) {
  const clean = Object.fromEntries(Object.entries(filters).filter(([, value]) => value)) as DealBoardQuery;
  return useQuery(dealQueries.board(clean));
}

/** Issue 36: the links a deal's brand was given, newest first. */
export function useBrandLinks(dealId: string, page: number, pageSize: number) {
  return useQuery(dealQueries.brandLinks(dealId, page, pageSize));
}

type BrandLinkAction = { type: "create"; body: BrandLinkInput } | { type: "revoke"; id: string };

/** Shares (the link emailed) or revokes a brand's link; the deal's links are read again after it. */
export function useBrandLinkAction(dealId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: BrandLinkAction) =>
      action.type === "create"
        ? api.POST("/deals/{id}/brand-links", { ...byId(dealId), body: action.body as never })
        : api.POST("/brand-links/{id}/revoke", byId(action.id)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dealKeys.brandLinks(dealId) }),
  });
}

/** The caller's saved views of the pipeline, by name (all of them: at most DEAL_VIEWS_MAX). */
export function useDealViews() {
  return useQuery(dealQueries.views());
}

type DealViewAction = { type: "create"; body: DealViewInput } | { type: "delete"; id: string };

/** Saves or deletes a view; the views are read again after it. */
export function useDealViewAction(meta?: AppMutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: DealViewAction) =>
      action.type === "create"
        ? api.POST("/deal-views", { body: action.body as never })
        : api.DELETE("/deal-views/{id}", byId(action.id)).then(() => undefined),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dealKeys.views }),
    meta,
  });
}

/** One deal, as the caller may see it (managers with the notes; its creator without). */
export function useDeal(id: string) {
  return useQuery(dealQueries.deal(id));
}

/** Keeps every deal query live for managers: any change to any deal refetches what is on screen. */
export function useDealsLive() {
  useRealtimeInvalidate(DEALS_TOPIC, dealKeys.all, (event) => (event as ChangedEvent).subject === "deal");
  useRealtimeInvalidate(DEALS_TOPIC, historyKeys.subject("deal"));
  // a brand's deal count and totals move with its deals
  useRealtimeInvalidate(DEALS_TOPIC, brandKeys.all);
}

type DealAction =
  | { type: "create"; body: DealInput }
  | { type: "update"; id: string; body: DealPatch }
  | { type: "move"; id: string; body: DealMove }
  | { type: "delete"; id: string };

/** A change to a deal; every deal query (lists, board, the deal, its brand's) refetches after it. */
export function useDealAction(meta?: AppMutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: DealAction) => {
      switch (action.type) {
        case "create":
          return api.POST("/deals", { body: action.body as never });
        case "update":
          return api.PATCH("/deals/{id}", { ...byId(action.id), body: action.body as never });
        case "move":
          return api.POST("/deals/{id}/move", { ...byId(action.id), body: action.body as never });
        case "delete":
          return api.DELETE("/deals/{id}", byId(action.id)).then(() => undefined);
      }
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: dealKeys.all }),
        queryClient.invalidateQueries({ queryKey: brandKeys.all }),
        queryClient.invalidateQueries({ queryKey: historyKeys.subject("deal") }),
      ]),
    meta,
  });
}

/** Creators or managers matching `search`, for the deal form's pickers. */
export function useDealPeople(role: "creator" | "manager", search: string, pageSize = 20) {
  const query = { role, search: search || undefined, pageSize };
  return useQuery(dealQueries.people(query));
}

/** The creator's default commission (none while no creator is chosen). */
export function useCreatorTerms(creatorId: string) {
  return useQuery(dealQueries.terms(creatorId));
}

export function useSetCreatorTerms(meta?: AppMutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ creatorId, commissionBps }: { creatorId: string; commissionBps: number }) =>
      api.PUT("/creators/{id}/terms", { ...byId(creatorId), body: { commissionBps } }),
    onSettled: (_data, _error, { creatorId }) =>
      queryClient.invalidateQueries({ queryKey: dealQueries.terms(creatorId).queryKey }),
    meta,
  });
}
