import { useCallback, useEffect, useState } from "react";
import { data } from "react-router";
import type { BrandCommentInput, BrandVerdictInput } from "~/domain/brand-links";
import type { FileComment } from "~/domain/file-comments";
import { ApiError, api } from "~/web/lib/api";

/*
 * A brand's review link (issue 36): no session, the token in every address. Plain calls and a small state
 * hook rather than the dashboards' query cache: the page is public and loads as little as it can (bench:web).
 */

/** The review a token opens; a dead link is the route's 404 with the server's one message. */
export async function loadBrandReview(token: string) {
  try {
    return await api.GET("/review/{token}", { params: { path: { token } } });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 429))
      throw data(error.message, { status: error.status });
    throw error;
  }
}

/** A version's shared comments, read when the version is shown and again on `reload`. */
export function useBrandComments(token: string, fileId: string) {
  const [items, setItems] = useState<FileComment[]>([]);
  const [failed, setFailed] = useState(false);
  const reload = useCallback(async () => {
    try {
      const page = await api.GET("/review/{token}/files/{fileId}/comments", {
        params: { path: { token, fileId } },
      });
      setItems(page.items as FileComment[]);
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [token, fileId]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { items, failed, reload };
}

export const postBrandComment = (token: string, fileId: string, body: BrandCommentInput) =>
  api.POST("/review/{token}/files/{fileId}/comments", {
    params: { path: { token, fileId } },
    body: body as never,
  });

export const postBrandVerdict = (token: string, body: BrandVerdictInput) =>
  api.POST("/review/{token}/verdict", { params: { path: { token } }, body: body as never });

/** What a failed call says on the page. */
export const failureText = (error: unknown) =>
  error instanceof ApiError ? error.message : "That did not go through. Check your connection and try again.";
