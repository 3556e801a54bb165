/* The brand's campaign report (issue 36, item 4), as the app's routes reach it. */
export { brandReportCsvUrl, loadBrandReport } from "./api";
export { LiveReport, ReportError } from "./report-page";
export { ReportSkeleton } from "./report-states";
