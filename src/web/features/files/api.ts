import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreateFileCommentInput } from "~/domain/file-comments";
import type { FileRole, FileSort } from "~/domain/files";
import { type Project, type ProjectKind, projectChatTopic } from "~/domain/projects";
import { projectKeys } from "~/web/features/production";
import { api } from "~/web/lib/api";
import type { AppMutationMeta } from "~/web/lib/query-client";
import { useRealtimeInvalidate } from "~/web/lib/use-realtime-query";

/* The files of a project, their review comments and the creator's review: hooks and calls. */

export const fileKeys = {
  all: ["files"] as const,
  project: (projectId: string) => ["files", "project", projectId] as const,
  list: (projectId: string, role: FileRole) => ["files", "project", projectId, "list", role] as const,
  one: (projectId: string, fileId: string) => ["files", "project", projectId, "one", fileId] as const,
  comments: (projectId: string, fileId: string) =>
    ["files", "project", projectId, "comments", fileId] as const,
};

/** How a group asks for its files: a page of them, a part of their names, an order (issue 35). */
export interface FilesView {
  page: number;
  pageSize: number;
  search: string;
  sort: FileSort;
}
const COMMENTS_PAGE_SIZE = 100;

const byId = (id: string) => ({ params: { path: { id } } });

/** The project page's GET endpoints, one query options factory each. */
const fileQueries = {
  /** One editing or design project (under the kind's key: refreshed with the kind's lists). */
  project: (kind: ProjectKind, id: string) =>
    queryOptions({
      queryKey: [...projectKeys.kind(kind), "one", id] as const,
      queryFn: (): Promise<Project> =>
        kind === "design"
          ? api.GET("/design-projects/{id}", byId(id))
          : api.GET("/editing-projects/{id}", byId(id)),
    }),
  /** A page of a project's files of one role (under the role's list key: every change reads it again). */
  files: (kind: ProjectKind, projectId: string, role: FileRole, view: FilesView) =>
    queryOptions({
      queryKey: [...fileKeys.list(projectId, role), view] as const,
      queryFn: () => {
        const query = { role, ...view, search: view.search.trim() || undefined };
        const init = { params: { path: { id: projectId }, query } };
        return kind === "design"
          ? api.GET("/design-projects/{id}/files", init)
          : api.GET("/editing-projects/{id}/files", init);
      },
      placeholderData: keepPreviousData,
    }),
  file: (projectId: string, fileId: string | null) =>
    queryOptions({
      queryKey: fileKeys.one(projectId, fileId ?? ""),
      queryFn: () => api.GET("/files/{fileId}", { params: { path: { fileId: fileId ?? "" } } }),
      enabled: Boolean(fileId),
    }),
  /** A file's review comments, oldest first. */
  comments: (projectId: string, fileId: string) =>
    queryOptions({
      queryKey: fileKeys.comments(projectId, fileId),
      queryFn: () =>
        api.GET("/files/{fileId}/comments", {
          params: { path: { fileId }, query: { pageSize: COMMENTS_PAGE_SIZE } },
        }),
    }),
};

/** One editing or design project (the page's own query, refreshed with the kind's lists). */
export function useProject(kind: ProjectKind, id: string) {
  return useQuery(fileQueries.project(kind, id));
}

/** A project's files of one role, newest first. */
export function useProjectFiles(kind: ProjectKind, projectId: string, role: FileRole, view: FilesView) {
  return useQuery(fileQueries.files(kind, projectId, role, view));
}

export function useFile(projectId: string, fileId: string | null) {
  return useQuery(fileQueries.file(projectId, fileId));
}

/** A file's review comments, oldest first. */
export function useFileComments(projectId: string, fileId: string) {
  return useQuery(fileQueries.comments(projectId, fileId));
}

/**
 * Keeps the project page live: every change on the project's topic (a file registered, a preview ready, a
 * file deleted, a comment, a review) refetches its files and comments and the project itself. The chat's
 * messages on the same topic are the chat's own.
 */
export function useProjectFilesLive(kind: ProjectKind, projectId: string) {
  const topic = projectChatTopic(kind, projectId);
  const changed = (event: { type: string }) => event.type !== "message";
  useRealtimeInvalidate(topic, fileKeys.project(projectId), changed);
  useRealtimeInvalidate(topic, fileQueries.project(kind, projectId).queryKey, changed);
}

export type NewComment = CreateFileCommentInput;

type FileAction =
  | { type: "comment"; fileId: string; comment: NewComment }
  | { type: "resolve" | "reopen" | "share" | "unshare"; commentId: string }
  | { type: "delete"; fileId: string }
  | { type: "request-changes" | "approve"; fileId: string };

const comment = (commentId: string) => ({ params: { path: { commentId } } });

function send(kind: ProjectKind, projectId: string, action: FileAction): Promise<unknown> {
  switch (action.type) {
    case "comment":
      return api.POST("/files/{fileId}/comments", {
        params: { path: { fileId: action.fileId } },
        body: action.comment,
      });
    case "resolve":
      return api.POST("/file-comments/{commentId}/resolve", comment(action.commentId));
    case "reopen":
      return api.POST("/file-comments/{commentId}/reopen", comment(action.commentId));
    case "share":
      return api.POST("/file-comments/{commentId}/share", comment(action.commentId));
    case "unshare":
      return api.POST("/file-comments/{commentId}/unshare", comment(action.commentId));
    case "delete":
      return api.DELETE("/files/{fileId}", { params: { path: { fileId: action.fileId } } });
    case "request-changes": {
      const init = { ...byId(projectId), body: { fileId: action.fileId } };
      return kind === "design"
        ? api.POST("/design-projects/{id}/request-changes", init)
        : api.POST("/editing-projects/{id}/request-changes", init);
    }
    case "approve": {
      const init = { ...byId(projectId), body: { fileId: action.fileId } };
      return kind === "design"
        ? api.POST("/design-projects/{id}/approve", init)
        : api.POST("/editing-projects/{id}/approve", init);
    }
  }
}

/** Every change to a project's files; the project's files, comments and the project refetch after it. */
/** `meta` is the calling screen's own (its failure toast, see failureToast). */
export function useFileAction(kind: ProjectKind, projectId: string, meta?: AppMutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: FileAction) => send(kind, projectId, action),
    onSettled: (_data, _error, action) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: fileKeys.project(projectId) }),
        action.type === "request-changes" || action.type === "approve"
          ? queryClient.invalidateQueries({ queryKey: projectKeys.kind(kind) })
          : undefined,
      ]),
    meta,
  });
}
