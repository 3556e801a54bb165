/* The brand's campaign report (issue 36, item 4), as the app's routes reach it. */
export { brandReportCsvUrl, loadBrandReport } from "./api";
export { ReportDocument } from "./report-document";
export { ReportFailed, ReportGone, ReportSkeleton } from "./report-states";
