import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ChangedEvent, userTopic } from "~/domain/activity";
import { messages } from "~/domain/messages";
import {
  createCampaignSchema,
  createDesignProjectSchema,
  createEditingProjectSchema,
  type ListProjectsQuery,
  PROJECT_STATUSES,
  type ProjectKind,
  projectStaffTopic,
  SUBJECT_OF_KIND,
} from "~/domain/projects";
import { api } from "~/web/lib/api";
import type { AppMutationMeta } from "~/web/lib/query-client";
import { type Affects, useRealtimeInvalidate } from "~/web/lib/use-realtime-query";
import { KIND_UI } from "./kinds";

/* The production requests' API hooks, one set for the three kinds. */

export const projectKeys = {
  all: ["projects"] as const,
  kind: (kind: ProjectKind) => ["projects", kind] as const,
  list: (kind: ProjectKind, query: ListProjectsQuery) => ["projects", kind, "list", query] as const,
  messages: (kind: ProjectKind, id: string) => ["projects", kind, "messages", id] as const,
  /** The creator home's counts of every kind (issue 12), the caller's own under their id. */
  counts: ["production-counts"] as const,
};

/** The kind's paths (those of domain KIND_PATH), as the API's typed paths. */
const PATHS = {
  editing: {
    list: "/editing-projects",
    one: "/editing-projects/{id}",
    messages: "/editing-projects/{id}/messages",
  },
  design: {
    list: "/design-projects",
    one: "/design-projects/{id}",
    messages: "/design-projects/{id}/messages",
  },
  promotion: { list: "/campaigns", one: "/campaigns/{id}", messages: "/campaigns/{id}/messages" },
} as const;
const byId = (id: string) => ({ params: { path: { id } } });

/** The production requests' GET endpoints, one query options factory each. */
export const projectQueries = {
  list: (kind: ProjectKind, query: ListProjectsQuery & { page?: number; pageSize?: number }) =>
    queryOptions({
      meta: { errorToast: { title: KIND_UI[kind].fetchFailed } },
      queryKey: projectKeys.list(kind, query),
      // an empty search is no search
      queryFn: () =>
        api.GET(PATHS[kind].list, { params: { query: { ...query, search: query.search || undefined } } }),
      placeholderData: keepPreviousData,
    }),
  messages: (kind: ProjectKind, id: string) =>
    queryOptions({
      meta: { errorToast: { title: messages.chat.projectFetchFailed } },
      queryKey: projectKeys.messages(kind, id),
      queryFn: () => api.GET(PATHS[kind].messages, byId(id)),
    }),
  /** The creator's counts (Active campaigns, Pending or In Progress editing and design projects). */
  counts: (userId: string) =>
    queryOptions({
      queryKey: [...projectKeys.counts, userId] as const,
      queryFn: () => api.GET("/me/production-counts"),
    }),
};

/** The page is a number here (the schema's input also takes the text of a URL). */
export function useProjects(
  kind: ProjectKind,
  query: ListProjectsQuery & { page?: number; pageSize?: number },
) {
  return useQuery(projectQueries.list(kind, query));
}

/**
 * Keeps the kind's lists live: the caller hears of changes to their own projects on their user topic, and
 * the kind's staff and managers of every change on the kind's topic.
 */
export function useProjectsLive(kind: ProjectKind, userId: string, staff: boolean) {
  const subject = SUBJECT_OF_KIND[kind];
  const mine = (event: { type: string }) => (event as ChangedEvent).subject === subject;
  useRealtimeInvalidate(staff ? null : userTopic(userId), projectKeys.kind(kind), mine, projectAffects);
  useRealtimeInvalidate(
    staff ? projectStaffTopic(kind) : null,
    projectKeys.kind(kind),
    undefined,
    projectAffects,
  );
}

/**
 * Which of a kind's queries a project's event can change. A new or deleted project moves every page (they
 * are newest first) and so does an event that does not say; an update, only the pages that show the
 * project, the pages of its new status, and its messages.
 */
export const projectAffects: Affects = (raw, query) => {
  const event = raw as Partial<ChangedEvent>;
  if (event.action !== "updated" || !event.id) return true;
  const [, , part, detail] = query.queryKey as [string, string, string, unknown];
  if (part === "messages") return detail === event.id;
  if (part !== "list") return true;
  const filters = (detail ?? {}) as ListProjectsQuery;
  if (filters.status && filters.status === event.status) return true;
  const page = query.state.data as { items?: { id: string }[] } | undefined;
  return !page?.items || page.items.some((project) => project.id === event.id);
};

type Action =
  | { type: "create"; body: unknown }
  | { type: "accept"; id: string }
  | { type: "complete"; id: string; completedFileUrl: string }
  | { type: "review"; id: string; creatorNotes: string }
  | { type: "manage"; id: string; status: string; details: string }
  | { type: "delete"; id: string };

/** A new request of `kind`: the form's values, checked against the kind's schema (as the server will). */
function create(kind: ProjectKind, body: unknown) {
  switch (kind) {
    case "editing":
      return api.POST("/editing-projects", { body: createEditingProjectSchema.parse(body) });
    case "design":
      return api.POST("/design-projects", { body: createDesignProjectSchema.parse(body) });
    case "promotion":
      return api.POST("/campaigns", { body: createCampaignSchema.parse(body) });
  }
}

const unsupported = (kind: ProjectKind, action: Action) =>
  Promise.reject(new Error(`No "${action.type}" for ${kind} projects.`));

function request(kind: ProjectKind, action: Action) {
  switch (action.type) {
    case "create":
      return create(kind, action.body);
    case "accept":
      if (kind === "editing") return api.POST("/editing-projects/{id}/accept", byId(action.id));
      if (kind === "design") return api.POST("/design-projects/{id}/accept", byId(action.id));
      return unsupported(kind, action);
    case "complete": {
      const init = { ...byId(action.id), body: { completedFileUrl: action.completedFileUrl } };
      if (kind === "editing") return api.POST("/editing-projects/{id}/complete", init);
      if (kind === "design") return api.POST("/design-projects/{id}/complete", init);
      return unsupported(kind, action);
    }
    case "review":
      if (kind !== "design") return unsupported(kind, action);
      return api.POST("/design-projects/{id}/review", {
        ...byId(action.id),
        body: { creatorNotes: action.creatorNotes },
      });
    case "manage": {
      const status = PROJECT_STATUSES.promotion.find((s) => s === action.status);
      if (kind !== "promotion" || !status) return unsupported(kind, action);
      return api.PATCH("/campaigns/{id}", { ...byId(action.id), body: { status, details: action.details } });
    }
    case "delete":
      return api.DELETE(PATHS[kind].one, byId(action.id));
  }
}

/**
 * Every change to a project of `kind`; the kind's lists (and the creator's counts) refetch after it. `meta` is
 * the calling screen's own (its failure toast, see failureToast).
 */
export function useProjectAction(kind: ProjectKind, meta?: AppMutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: Action) => request(kind, action),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKeys.kind(kind) }),
        queryClient.invalidateQueries({ queryKey: projectKeys.counts }),
      ]),
    meta,
  });
}

export function useProjectMessages(kind: ProjectKind, id: string) {
  return useQuery(projectQueries.messages(kind, id));
}

export function sendProjectMessage(kind: ProjectKind, id: string, content: string) {
  return api.POST(PATHS[kind].messages, { ...byId(id), body: { content } });
}
