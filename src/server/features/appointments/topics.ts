import { APPOINTMENTS_TOPIC } from "~/domain/appointments";
import { can } from "~/domain/policy";
import type { TopicAuthorizer } from "../../realtime/topics";

/** Every appointment's changes, for managers (creators hear of their own on their user topic). */
export const appointmentTopics: Record<string, TopicAuthorizer> = {
  "appointments:": async (caller, topic) =>
    topic === APPOINTMENTS_TOPIC && caller.user !== null && can.manageAppointments(caller.user.role),
};
