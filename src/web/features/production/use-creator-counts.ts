import { useQuery } from "@tanstack/react-query";
import { type ChangedEvent, userTopic } from "~/domain/activity";
import { useCurrentUser } from "~/web/components/session-guard";
import { useRealtimeInvalidate } from "~/web/lib/use-realtime-query";
import { projectKeys, projectQueries } from "./api";

const COUNTED = new Set(["editing_project", "design_project", "campaign"]);

/**
 * The creator home's live counts (spec section 2): Active campaigns, and Pending or In Progress editing and
 * design projects of the signed-in user. Refetched when the user's topic says one of them changed.
 */
export function useCreatorCounts(): {
  activePromotions: number;
  editingQueue: number;
  designRequests: number;
  isLoading: boolean;
} {
  const user = useCurrentUser();
  const query = useQuery(projectQueries.counts(user.id));
  useRealtimeInvalidate(userTopic(user.id), projectKeys.counts, (event) =>
    COUNTED.has(String((event as ChangedEvent).subject)),
  );
  if (query.isError) console.warn("Could not load the production counts", query.error); // spec section 8
  return {
    activePromotions: query.data?.activePromotions ?? 0,
    editingQueue: query.data?.editingQueue ?? 0,
    designRequests: query.data?.designRequests ?? 0,
    isLoading: query.isPending,
  };
}
