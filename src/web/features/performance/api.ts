import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Page } from "~/domain/paging";
import type {
  Bucket,
  Channel,
  ChannelInput,
  Chart,
  CreatorDetail,
  CreatorPerformance,
  CreatorSort,
  ImportPreview,
  ImportResult,
  Overview,
  Period,
} from "~/domain/performance";
import { apiFetch } from "~/web/lib/api";

/* Channel performance (issue 12): one's own channels and charts; the managers' list of every creator. */

const performanceKey = ["performance"] as const;
const channelsKey = [...performanceKey, "channels"] as const;
const overviewKey = [...performanceKey, "overview"] as const;

/** Whose figures a view shows: the caller's own, or (managers) a creator's. */
export type ChartSource = { kind: "me" } | { kind: "creator"; userId: string };

export function useChannels() {
  return useQuery({
    queryKey: channelsKey,
    queryFn: () => apiFetch<Page<Channel>>("/api/me/channels?pageSize=100"),
  });
}

export function useChart(source: ChartSource, period: Period, bucket: Bucket, channelId?: string) {
  const query = new URLSearchParams({ period, bucket });
  if (channelId) query.set("channelId", channelId);
  const path =
    source.kind === "me"
      ? `/api/me/performance?${query}`
      : `/api/admin/performance/creators/${encodeURIComponent(source.userId)}/chart?${query}`;
  return useQuery({
    queryKey: [...performanceKey, "chart", source, period, bucket, channelId ?? "all"],
    queryFn: () => apiFetch<Chart>(path),
    placeholderData: keepPreviousData,
  });
}

export function useOverview() {
  return useQuery({
    queryKey: overviewKey,
    queryFn: () => apiFetch<Overview>("/api/me/performance/overview"),
  });
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
        ? apiFetch<Channel>(`/api/me/channels/${encodeURIComponent(id)}`, { method: "PUT", json: input })
        : apiFetch<Channel>("/api/me/channels", { method: "POST", json: input }),
    onSuccess: invalidate,
  });
}

export function useDeleteChannel() {
  const invalidate = useInvalidatePerformance();
  return useMutation({
    mutationFn: (id: string) => apiFetch(`/api/me/channels/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: invalidate,
  });
}

const uploadForm = (file: File) => {
  const form = new FormData();
  form.set("file", file);
  return form;
};

export function usePreviewImport() {
  return useMutation({
    mutationFn: ({ channelId, file }: { channelId: string; file: File }) =>
      apiFetch<ImportPreview>(`/api/me/channels/${encodeURIComponent(channelId)}/import/preview`, {
        method: "POST",
        body: uploadForm(file),
      }),
  });
}

export function useImport() {
  const invalidate = useInvalidatePerformance();
  return useMutation({
    mutationFn: ({ channelId, file }: { channelId: string; file: File }) =>
      apiFetch<ImportResult>(`/api/me/channels/${encodeURIComponent(channelId)}/import`, {
        method: "POST",
        body: uploadForm(file),
      }),
    onSuccess: invalidate,
  });
}

export const CREATORS_PAGE_SIZE = 20;

export function useCreatorPerformance(params: {
  sort: CreatorSort;
  order: "asc" | "desc";
  page: number;
  search: string;
}) {
  const query = new URLSearchParams({
    sort: params.sort,
    order: params.order,
    page: String(params.page),
    pageSize: String(CREATORS_PAGE_SIZE),
  });
  if (params.search) query.set("search", params.search);
  return useQuery({
    queryKey: [...performanceKey, "creators", params],
    queryFn: () => apiFetch<Page<CreatorPerformance>>(`/api/admin/performance/creators?${query}`),
    placeholderData: keepPreviousData,
  });
}

export function useCreatorDetail(userId: string) {
  return useQuery({
    queryKey: [...performanceKey, "creator", userId],
    queryFn: () => apiFetch<CreatorDetail>(`/api/admin/performance/creators/${encodeURIComponent(userId)}`),
  });
}
