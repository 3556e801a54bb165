import {
  brandReportCsvUrl,
  LiveReport,
  loadBrandReport,
  ReportError,
  ReportSkeleton,
} from "~/web/features/brand-report";
import type { Route } from "./+types/report";

/*
 * A deal's campaign report for its brand (issue 36, item 4): public, no account and no session guard (the
 * link's token is the key), no dashboard around it, read again every minute. The server sends the page with
 * no referrer, noindex and no-store (brand-links/guard.ts).
 */

export function clientLoader({ params }: Route.ClientLoaderArgs) {
  return loadBrandReport(params.token);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    {
      title: loaderData
        ? `${loaderData.title}: campaign report · CreatorDesk`
        : "Campaign report · CreatorDesk",
    },
    { name: "robots", content: "noindex, nofollow" },
    { name: "referrer", content: "no-referrer" },
  ];
}

export function HydrateFallback() {
  return <ReportSkeleton />;
}

export default function ReportPage({ loaderData, params }: Route.ComponentProps) {
  return <LiveReport report={loaderData} csvUrl={brandReportCsvUrl(params.token)} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ReportError error={error} />;
}
