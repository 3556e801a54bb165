/*
 * A manager's bookable hours as other features reach them (issue 33): the booking checks a slot against the
 * hours and the busy times, and remembers the creator's time zone.
 */
export { busyOf } from "./busy";
export { availabilityOf } from "./service";
export { rememberTimeZone } from "./time-zone";
