import { businessHours } from "~/content/contact";
import { type AvailabilityInput, DEFAULT_HORIZON_DAYS, DEFAULT_MAX_BOOKINGS } from "~/domain/availability";

/**
 * The availability of a manager who has saved none: Monday to Friday, 09:00 to 17:00 on the agency's clock
 * (its business time zone), 30 and 60 minute meetings, 15 minutes between them, 12 hours' notice, booked up
 * to 4 weeks ahead, at most 3 upcoming booked meetings a creator.
 */
export function defaultAvailability(): AvailabilityInput {
  return {
    timeZone: businessHours.timeZone,
    weekly: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: "09:00", end: "17:00" })),
    overrides: [],
    lengths: [30, 60],
    bufferMinutes: 15,
    minNoticeMinutes: 12 * 60,
    horizonDays: DEFAULT_HORIZON_DAYS,
    maxUpcomingBookings: DEFAULT_MAX_BOOKINGS,
  };
}
