import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Bucket, ChannelInput, CreatorSort, Period } from "~/domain/performance";
import { api, formData } from "~/web/lib/api";
import type { AppMutationMeta } from "~/web/lib/query-client";

/* Channel performance (issue 12): one's own channels and charts; the managers' list of every creator. */

const performanceKey = ["performance"] as const;
const channelsKey = [...performanceKey, "channels"] as const;
const overviewKey = [...performanceKey, "overview"] as const;

/** Whose figures a view shows: the caller's own, or (managers) a creator's. */
export type ChartSource = { kind: "me" } | { kind: "creator"; userId: string };

export const CREATORS_PAGE_SIZE = 20;

/** The managers' list of every creator's figures: its sort, order, page and search. */
interface CreatorsParams {
  sort: CreatorSort;
  order: "asc" | "desc";
  page: number;
  search: string;
}

/** The performance GET endpoints, one query options factory each; all under `performance`. */
const performanceQueries = {
  channels: () =>
    queryOptions({
      queryKey: channelsKey,
      queryFn: () => api.GET("/me/channels", { params: { query: { pageSize: 100 } } }),
    }),
  chart: (source: ChartSource, period: Period, bucket: Bucket, channelId?: string) =>
    queryOptions({
      queryKey: [...performanceKey, "chart", source, period, bucket, channelId ?? "all"] as const,
      queryFn: () => {
        const query = { period, bucket, channelId: channelId || undefined };
        return source.kind === "me"
          ? api.GET("/me/performance", { params: { query } })
          : api.GET("/admin/performance/creators/{userId}/chart", {
              params: { path: { userId: source.userId }, query },
            });
      },
      placeholderData: keepPreviousData,
    }),
  overview: () =>
    queryOptions({
      queryKey: overviewKey,
      queryFn: () => api.GET("/me/performance/overview"),
    }),
  creators: (params: CreatorsParams) =>
    queryOptions({
      queryKey: [...performanceKey, "creators", params] as const,
      queryFn: () =>
        api.GET("/admin/performance/creators", {
          params: { query: { ...params, search: params.search || undefined, pageSize: CREATORS_PAGE_SIZE } },
        }),
      placeholderData: keepPreviousData,
    }),
  creator: (userId: string) =>
    queryOptions({
      queryKey: [...performanceKey, "creator", userId] as const,
      queryFn: () => api.GET("/admin/performance/creators/{userId}", { params: { path: { userId } } }),
    }),
};

export function useChannels() {
  return useQuery(performanceQueries.channels());
}

export function useChart(source: ChartSource, period: Period, bucket: Bucket, channelId?: string) {
  return useQuery(performanceQueries.chart(source, period, bucket, channelId));
}

export function useOverview() {
  return useQuery(performanceQueries.overview());
}

/** Every change to channels or their figures refreshes every view of them. */
function useInvalidatePerformance() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: performanceKey });
}

export function useSaveChannel() {
  const invalidate = useInvalidatePerformance();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: ChannelInput }) =>
      id
        ? api.PUT("/me/channels/{id}", { params: { path: { id } }, body: input })
        : api.POST("/me/channels", { body: input }),
    onSuccess: invalidate,
  });
}

/** `meta` is the calling screen's own (its failure toast, see failureToast). */
export function useDeleteChannel(meta?: AppMutationMeta) {
  const invalidate = useInvalidatePerformance();
  return useMutation({
    mutationFn: (id: string) => api.DELETE("/me/channels/{id}", { params: { path: { id } } }),
    onSuccess: invalidate,
    meta,
  });
}

/** The CSV as the multipart field `file`. */
const upload = (channelId: string, file: Blob) => ({
  params: { path: { id: channelId } },
  body: { file },
  bodySerializer: formData,
});

export function usePreviewImport() {
  return useMutation({
    mutationFn: ({ channelId, file }: { channelId: string; file: Blob }) =>
      api.POST("/me/channels/{id}/import/preview", upload(channelId, file)),
  });
}

export function useImport() {
  const invalidate = useInvalidatePerformance();
  return useMutation({
    mutationFn: ({ channelId, file }: { channelId: string; file: Blob }) =>
      api.POST("/me/channels/{id}/import", upload(channelId, file)),
    onSuccess: invalidate,
  });
}

export function useCreatorPerformance(params: CreatorsParams) {
  return useQuery(performanceQueries.creators(params));
}

export function useCreatorDetail(userId: string) {
  return useQuery(performanceQueries.creator(userId));
}
