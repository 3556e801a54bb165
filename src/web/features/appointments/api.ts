import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AppointmentStatus, RequestAppointmentInput } from "~/domain/appointments";
import { messages } from "~/domain/messages";
import { historyKeys } from "~/web/features/activity";
import { api, type Schemas } from "~/web/lib/api";
import type { AppMutationMeta } from "~/web/lib/query-client";

/* Meetings: a creator's own (any signed-in user) and every appointment (managers; the server enforces it). */

export const APPOINTMENTS_PAGE_SIZE = 10;
export const appointmentsKey = ["appointments"] as const;
const ownKey = [...appointmentsKey, "own"] as const;
const allKey = [...appointmentsKey, "all"] as const;

/** The appointments' GET endpoints, one query options factory each; all under `appointmentsKey`. */
const appointmentQueries = {
  own: (page: number) =>
    queryOptions({
      meta: { errorToast: { title: messages.appointments.fetchOwnFailed } },
      queryKey: [...ownKey, page] as const,
      queryFn: () =>
        api.GET("/appointments", { params: { query: { page, pageSize: APPOINTMENTS_PAGE_SIZE } } }),
      placeholderData: keepPreviousData,
    }),
  all: (page: number, status: AppointmentStatus | null) =>
    queryOptions({
      meta: { errorToast: { title: messages.appointments.fetchAllFailed } },
      queryKey: [...allKey, status, page] as const,
      queryFn: () =>
        api.GET("/admin/appointments", {
          params: { query: { page, pageSize: APPOINTMENTS_PAGE_SIZE, status: status ?? undefined } },
        }),
      placeholderData: keepPreviousData,
    }),
};

export function useMyAppointments(page: number) {
  return useQuery(appointmentQueries.own(page));
}

export function useAllAppointments(page: number, status: AppointmentStatus | null) {
  return useQuery(appointmentQueries.all(page, status));
}

/** `meta` is the calling screen's own (its failure toast, see failureToast). */
export function useRequestAppointment(meta?: AppMutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RequestAppointmentInput) => api.POST("/appointments", { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appointmentsKey }),
    meta,
  });
}

/** `meta` is the calling screen's own (its failure toast, see failureToast). */
export function useCancelAppointment(meta?: AppMutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.DELETE("/appointments/{id}", { params: { path: { id } } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appointmentsKey }),
    meta,
  });
}

type ManageInput = Schemas["AppointmentUpdate"];

/** `meta` is the calling screen's own (its failure toast, see failureToast). */
export function useManageAppointment(meta?: AppMutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: ManageInput & { id: string }) =>
      api.PATCH("/admin/appointments/{id}", { params: { path: { id } }, body: input }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: appointmentsKey });
      void queryClient.invalidateQueries({ queryKey: historyKeys.all });
    },
    meta,
  });
}

/** The address of an appointment's .ics file (a download: the server sends it as an attachment). */
export const calendarHref = (id: string) => `/api/appointments/${encodeURIComponent(id)}/calendar.ics`;
