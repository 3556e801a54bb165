import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BrandCommentInput, BrandVerdictInput } from "~/domain/brand-links";
import { api } from "~/web/lib/api";

/* A brand's review link (issue 36): no session, the token in every address. */

const keys = {
  review: (token: string) => ["brand-review", token] as const,
  comments: (token: string, fileId: string) => ["brand-review", token, "comments", fileId] as const,
};

const reviewQuery = (token: string) =>
  queryOptions({
    queryKey: keys.review(token),
    queryFn: () => api.GET("/review/{token}", { params: { path: { token } } }),
    // a link that opens nothing says so at once (no retry of a 404)
    retry: false,
  });

export function useBrandReview(token: string) {
  return useQuery(reviewQuery(token));
}

const commentsQuery = (token: string, fileId: string | null) =>
  queryOptions({
    queryKey: keys.comments(token, fileId ?? ""),
    queryFn: () =>
      api.GET("/review/{token}/files/{fileId}/comments", {
        params: { path: { token, fileId: fileId ?? "" } },
      }),
    enabled: Boolean(fileId),
  });

export function useBrandComments(token: string, fileId: string | null) {
  return useQuery(commentsQuery(token, fileId));
}

export function useBrandComment(token: string, fileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BrandCommentInput) =>
      api.POST("/review/{token}/files/{fileId}/comments", {
        params: { path: { token, fileId } },
        body: body as never,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.comments(token, fileId) }),
  });
}

export function useBrandVerdict(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BrandVerdictInput) =>
      api.POST("/review/{token}/verdict", { params: { path: { token } }, body: body as never }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.review(token) }),
  });
}
