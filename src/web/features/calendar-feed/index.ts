/* The calendar-feed feature as other features reach it (issue 33: through its index, never its files). */
export { CalendarFeedSection } from "./calendar-feed-section";
