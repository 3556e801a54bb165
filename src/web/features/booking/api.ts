import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { slotsTopic } from "~/domain/availability";
import type { BookMeetingInput, RescheduleBookingInput } from "~/domain/bookings";
import { messages } from "~/domain/messages";
import { historyKeys } from "~/web/features/activity";
import { appointmentsKey } from "~/web/features/appointments";
import { api } from "~/web/lib/api";
import { failureToast } from "~/web/lib/query-client";
import { viewerTimeZone } from "~/web/lib/time-zone";
import { useRealtimeInvalidate } from "~/web/lib/use-realtime-query";

/* Booking into a manager's free time (issue 20): the managers one may book, their free slots, and the changes. */

/** Every free-slots query starts with `slots`, then its manager: a change to their hours refetches theirs. */
const slotsKeys = {
  all: ["slots"] as const,
  manager: (managerId: string | null) => ["slots", managerId] as const,
};

/** Booking's GET endpoints, one query options factory each. */
const bookingQueries = {
  managers: (search: string) =>
    queryOptions({
      queryKey: ["bookable-managers", search] as const,
      queryFn: () =>
        api.GET("/bookings/managers", { params: { query: { pageSize: 50, search: search || undefined } } }),
      placeholderData: keepPreviousData,
    }),
  /** Under `[slots, managerId]`: the manager's realtime topic refetches every range of theirs. */
  freeSlots: (managerId: string | null, range: { from: string; to: string }, length: number) =>
    queryOptions({
      enabled: managerId !== null,
      queryKey: [...slotsKeys.manager(managerId), range.from, range.to, length] as const,
      queryFn: () =>
        api.GET("/managers/{id}/slots", {
          params: { path: { id: managerId! }, query: { ...range, length } },
        }),
      placeholderData: keepPreviousData,
    }),
};

export function useBookableManagers(search: string) {
  return useQuery(bookingQueries.managers(search));
}

/**
 * The free slots of a manager between two moments, for one meeting length, kept live: the manager saving
 * their hours, or a meeting of theirs booked, moved or cancelled by anyone, refetches them (issue 20).
 */
export function useFreeSlots(managerId: string | null, range: { from: string; to: string }, length: number) {
  useRealtimeInvalidate(managerId ? slotsTopic(managerId) : null, slotsKeys.manager(managerId));
  return useQuery(bookingQueries.freeSlots(managerId, range, length));
}

/** After a change (or a refusal: the time was taken), the lists and the free times are read again. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: appointmentsKey });
    void queryClient.invalidateQueries({ queryKey: slotsKeys.all });
    void queryClient.invalidateQueries({ queryKey: historyKeys.all });
  };
}

export function useBookMeeting() {
  const refresh = useRefresh();
  return useMutation({
    // the zone the calendar showed (the creator's own, or the one they chose): their reminders name it
    mutationFn: (input: BookMeetingInput) =>
      api.POST("/bookings", { body: { ...input, timeZone: input.timeZone ?? viewerTimeZone() } }),
    onSettled: refresh,
    meta: failureToast(messages.bookings.bookFailed),
  });
}

export function useRescheduleBooking() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, ...body }: RescheduleBookingInput & { id: string }) =>
      api.POST("/bookings/{id}/reschedule", {
        params: { path: { id } },
        body: { ...body, timeZone: body.timeZone ?? viewerTimeZone() },
      }),
    onSettled: refresh,
    meta: failureToast(messages.bookings.rescheduleFailed),
  });
}

export function useCancelBooking() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, note }: { id: string; note: string | null }) =>
      api.POST("/bookings/{id}/cancel", { params: { path: { id } }, body: { note } }),
    onSettled: refresh,
    meta: failureToast(messages.bookings.cancelFailed),
  });
}
