import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  Appointment,
  AppointmentPage,
  AppointmentStatus,
  RequestAppointmentInput,
} from "~/domain/appointments";
import { messages } from "~/domain/messages";
import { apiFetch } from "~/web/lib/api";

/* Meetings: a creator's own (any signed-in user) and every appointment (managers; the server enforces it). */

export const APPOINTMENTS_PAGE_SIZE = 10;
export const appointmentsKey = ["appointments"] as const;
const ownKey = [...appointmentsKey, "own"] as const;
const allKey = [...appointmentsKey, "all"] as const;

export function useMyAppointments(page: number) {
  return useQuery({
    meta: { errorToast: { title: messages.appointments.fetchOwnFailed } },
    queryKey: [...ownKey, page],
    queryFn: () =>
      apiFetch<AppointmentPage>(`/api/appointments?page=${page}&pageSize=${APPOINTMENTS_PAGE_SIZE}`),
    placeholderData: keepPreviousData,
  });
}

export function useAllAppointments(page: number, status: AppointmentStatus | null) {
  const query = new URLSearchParams({ page: String(page), pageSize: String(APPOINTMENTS_PAGE_SIZE) });
  if (status) query.set("status", status);
  return useQuery({
    meta: { errorToast: { title: messages.appointments.fetchAllFailed } },
    queryKey: [...allKey, status, page],
    queryFn: () => apiFetch<AppointmentPage>(`/api/admin/appointments?${query}`),
    placeholderData: keepPreviousData,
  });
}

export function useRequestAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RequestAppointmentInput) =>
      apiFetch<Appointment>("/api/appointments", { method: "POST", json: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appointmentsKey }),
  });
}

export function useCancelAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch(`/api/appointments/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appointmentsKey }),
  });
}

export interface ManageInput {
  status: AppointmentStatus;
  scheduledAt: string | null;
  meetLink: string | null;
}

export function useManageAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: ManageInput & { id: string }) =>
      apiFetch<Appointment>(`/api/admin/appointments/${encodeURIComponent(id)}`, {
        method: "PATCH",
        json: input,
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: appointmentsKey });
      void queryClient.invalidateQueries({ queryKey: ["history"] });
    },
  });
}

/** The address of an appointment's .ics file (a download: the server sends it as an attachment). */
export const calendarHref = (id: string) => `/api/appointments/${encodeURIComponent(id)}/calendar.ics`;
