import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ChangedEvent, userTopic } from "~/domain/activity";
import { messages } from "~/domain/messages";
import {
  KIND_PATH,
  type ListProjectsQuery,
  type Project,
  type ProjectKind,
  type ProjectMessage,
  type ProjectsPage,
  projectStaffTopic,
  SUBJECT_OF_KIND,
} from "~/domain/projects";
import { apiFetch } from "~/web/lib/api";
import { useRealtimeInvalidate } from "~/web/lib/use-realtime-query";
import { KIND_UI } from "./kinds";

/* The production requests' API hooks, one set for the three kinds. */

export const projectKeys = {
  all: ["projects"] as const,
  kind: (kind: ProjectKind) => ["projects", kind] as const,
  list: (kind: ProjectKind, query: ListProjectsQuery) => ["projects", kind, "list", query] as const,
  messages: (kind: ProjectKind, id: string) => ["projects", kind, "messages", id] as const,
};

const base = (kind: ProjectKind) => `/api/${KIND_PATH[kind]}`;

export function useProjects(kind: ProjectKind, query: ListProjectsQuery) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== "") params.set(key, String(value));
  return useQuery({
    meta: { errorToast: { title: KIND_UI[kind].fetchFailed } },
    queryKey: projectKeys.list(kind, query),
    queryFn: () => apiFetch<ProjectsPage>(`${base(kind)}?${params}`),
    placeholderData: keepPreviousData,
  });
}

/**
 * Keeps the kind's lists live: the caller hears of changes to their own projects on their user topic, and
 * the kind's staff and managers of every change on the kind's topic.
 */
export function useProjectsLive(kind: ProjectKind, userId: string, staff: boolean) {
  const subject = SUBJECT_OF_KIND[kind];
  const mine = (event: { type: string }) => (event as ChangedEvent).subject === subject;
  useRealtimeInvalidate(staff ? null : userTopic(userId), projectKeys.kind(kind), mine);
  useRealtimeInvalidate(staff ? projectStaffTopic(kind) : null, projectKeys.kind(kind));
}

type Action =
  | { type: "create"; body: unknown }
  | { type: "accept"; id: string }
  | { type: "complete"; id: string; completedFileUrl: string }
  | { type: "review"; id: string; creatorNotes: string }
  | { type: "manage"; id: string; status: string; details: string }
  | { type: "delete"; id: string };

function request(kind: ProjectKind, action: Action): Promise<Project | null> {
  const url = base(kind);
  switch (action.type) {
    case "create":
      return apiFetch<Project>(url, { method: "POST", json: action.body });
    case "accept":
      return apiFetch<Project>(`${url}/${action.id}/accept`, { method: "POST" });
    case "complete":
      return apiFetch<Project>(`${url}/${action.id}/complete`, {
        method: "POST",
        json: { completedFileUrl: action.completedFileUrl },
      });
    case "review":
      return apiFetch<Project>(`${url}/${action.id}/review`, {
        method: "POST",
        json: { creatorNotes: action.creatorNotes },
      });
    case "manage":
      return apiFetch<Project>(`${url}/${action.id}`, {
        method: "PATCH",
        json: { status: action.status, details: action.details },
      });
    case "delete":
      return apiFetch<null>(`${url}/${action.id}`, { method: "DELETE" });
  }
}

/** Every change to a project of `kind`; the kind's lists (and the creator's counts) refetch after it. */
export function useProjectAction(kind: ProjectKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: Action) => request(kind, action),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKeys.kind(kind) }),
        queryClient.invalidateQueries({ queryKey: ["production-counts"] }),
      ]),
  });
}

export function useProjectMessages(kind: ProjectKind, id: string) {
  return useQuery({
    meta: { errorToast: { title: messages.chat.projectFetchFailed } },
    queryKey: projectKeys.messages(kind, id),
    queryFn: () => apiFetch<{ items: ProjectMessage[] }>(`${base(kind)}/${id}/messages`),
  });
}

export function sendProjectMessage(kind: ProjectKind, id: string, content: string) {
  return apiFetch<ProjectMessage>(`${base(kind)}/${id}/messages`, { method: "POST", json: { content } });
}
