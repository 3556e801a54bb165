/*
 * The words of a brand's campaign report (issue 36, item 4), without zod: the report's page is public and
 * loads as little as it can (bench:web), so it reads these from here and its types from brand-links.ts.
 */

/** Who the report comes from (never a staff member). */
export const REPORT_AGENCY = "CreatorDesk";
/** Said where a deliverable has no figures (not published, no channel of its platform, or no imported day). */
export const REPORT_NO_FIGURES = "No figures yet";

/** The report's CSV file: its columns, one row a deliverable. */
export const BRAND_REPORT_CSV_HEADER = [
  "Deliverable",
  "Platform",
  "Status",
  "Due date",
  "Published on",
  "Link",
  "Views",
  "Watch hours",
  "Net subscribers",
  "Days counted",
  "Channels",
] as const;
