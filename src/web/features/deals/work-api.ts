import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ChangedEvent, userTopic } from "~/domain/activity";
import { DEALS_TOPIC, type DeliverableInput, type DeliverablePatch } from "~/domain/deals";
import { projectStaffTopic } from "~/domain/projects";
import { api } from "~/web/lib/api";
import { failureToast } from "~/web/lib/query-client";
import { useRealtimeInvalidate } from "~/web/lib/use-realtime-query";

/* The work on a deal (deliverables, documents) and the creator's deals: API hooks. */

/** Every query of this file starts with the deal's key: one invalidation refreshes a deal's panels. */
export const workKeys = {
  deal: (dealId: string) => ["deal-work", dealId] as const,
  deliverables: (dealId: string, page: number) => ["deal-work", dealId, "deliverables", page] as const,
  documents: (dealId: string, page: number) => ["deal-work", dealId, "documents", page] as const,
  linkable: (dealId: string, search: string) => ["deal-work", dealId, "linkable", search] as const,
  creatorAll: ["creator-deals"] as const,
  creatorDeals: (page: number) => ["creator-deals", "list", page] as const,
  creatorSummary: ["creator-deals", "summary"] as const,
};
const byDeal = (id: string) => ({ params: { path: { id } } });
const LINKED = new Set<string>(["deal", "editing_project", "design_project", "campaign"]);

/** The work's GET endpoints, one query options factory each. */
const workQueries = {
  deliverables: (dealId: string, page: number) =>
    queryOptions({
      queryKey: workKeys.deliverables(dealId, page),
      queryFn: () =>
        api.GET("/deals/{id}/deliverables", {
          params: { path: { id: dealId }, query: { page, pageSize: 20 } },
        }),
      placeholderData: keepPreviousData,
    }),
  documents: (dealId: string, page: number) =>
    queryOptions({
      queryKey: workKeys.documents(dealId, page),
      queryFn: () =>
        api.GET("/deals/{id}/documents", { params: { path: { id: dealId }, query: { page, pageSize: 10 } } }),
      placeholderData: keepPreviousData,
    }),
  linkable: (dealId: string, search: string) =>
    queryOptions({
      queryKey: workKeys.linkable(dealId, search),
      queryFn: () =>
        api.GET("/deals/{id}/linkable-projects", {
          params: { path: { id: dealId }, query: { pageSize: 50, search: search || undefined } },
        }),
      placeholderData: keepPreviousData,
    }),
  creatorDeals: (page: number) =>
    queryOptions({
      queryKey: workKeys.creatorDeals(page),
      queryFn: () => api.GET("/creator/deals", { params: { query: { page, pageSize: 10 } } }),
      placeholderData: keepPreviousData,
    }),
  creatorSummary: () =>
    queryOptions({ queryKey: workKeys.creatorSummary, queryFn: () => api.GET("/creator/deals/summary") }),
};

export function useDeliverables(dealId: string, page: number) {
  return useQuery(workQueries.deliverables(dealId, page));
}

export function useDocuments(dealId: string, page: number) {
  return useQuery(workQueries.documents(dealId, page));
}

/** The deal creator's requests for the deliverable dialog's picker (managers). */
export function useLinkableProjects(dealId: string, search: string, enabled: boolean) {
  return useQuery({ ...workQueries.linkable(dealId, search), enabled });
}

/**
 * Keeps a deal's panels live: managers hear of every deal on the pipeline's topic and of the linked
 * requests on the kinds' topics; the deal's creator of their own deals and requests on their user topic.
 */
export function useDealWorkLive(dealId: string, userId: string, manager: boolean) {
  const ours = (event: { type: string }) => {
    const e = event as ChangedEvent;
    return e.subject !== "deal" || e.id === dealId;
  };
  useRealtimeInvalidate(
    manager ? DEALS_TOPIC : userTopic(userId),
    workKeys.deal(dealId),
    (event) => ours(event) && LINKED.has(String((event as ChangedEvent).subject)),
  );
  // the linked requests' live status (a manager hears of every project on the kinds' topics)
  const key = workKeys.deal(dealId);
  useRealtimeInvalidate(manager ? projectStaffTopic("editing") : null, key);
  useRealtimeInvalidate(manager ? projectStaffTopic("design") : null, key);
  useRealtimeInvalidate(manager ? projectStaffTopic("promotion") : null, key);
}

/** The creator's own deals page and home card, live on their user topic. */
export function useCreatorDealsLive(userId: string) {
  useRealtimeInvalidate(userTopic(userId), workKeys.creatorAll, (event) =>
    LINKED.has(String((event as ChangedEvent).subject)),
  );
}

export function useCreatorDeals(page: number) {
  return useQuery(workQueries.creatorDeals(page));
}

export function useCreatorDealSummary() {
  return useQuery(workQueries.creatorSummary());
}

type DeliverableAction =
  | { type: "create"; body: DeliverableInput }
  | { type: "update"; id: string; body: DeliverablePatch }
  | { type: "delete"; id: string }
  | { type: "submit"; id: string; link: string };

function deliverableRequest(dealId: string, action: DeliverableAction) {
  const one = (id: string) => ({ params: { path: { id: dealId, deliverableId: id } } });
  switch (action.type) {
    case "create":
      return api.POST("/deals/{id}/deliverables", { ...byDeal(dealId), body: action.body as never });
    case "update":
      return api.PATCH("/deals/{id}/deliverables/{deliverableId}", { ...one(action.id), body: action.body });
    case "delete":
      return api.DELETE("/deals/{id}/deliverables/{deliverableId}", one(action.id));
    case "submit":
      return api.POST("/deals/{id}/deliverables/{deliverableId}/submit", {
        ...one(action.id),
        body: { link: action.link },
      });
  }
}

/** Every change to a deal's deliverables; the deal's panels and the creator's lists refetch after it. */
export function useDeliverableAction(dealId: string, failedTitle: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: DeliverableAction) => deliverableRequest(dealId, action),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: workKeys.deal(dealId) }),
        queryClient.invalidateQueries({ queryKey: workKeys.creatorAll }),
      ]),
    meta: failureToast(failedTitle),
  });
}

export function useDeleteDocument(dealId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.DELETE("/deals/{id}/documents/{documentId}", { params: { path: { id: dealId, documentId: id } } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: workKeys.deal(dealId) }),
    meta: failureToast("Could not delete the document"),
  });
}
