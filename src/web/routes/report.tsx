import { useEffect } from "react";
import { isRouteErrorResponse, useRevalidator } from "react-router";
import { messages } from "~/domain/messages";
import {
  brandReportCsvUrl,
  loadBrandReport,
  ReportDocument,
  ReportFailed,
  ReportGone,
  ReportSkeleton,
} from "~/web/features/brand-report";
import type { Route } from "./+types/report";

/*
 * A deal's campaign report for its brand (issue 36, item 4): public, no account and no session guard (the
 * link's token is the key), no dashboard around it. Live: read again every minute and when the tab comes
 * back. The server sends the page with no referrer, noindex and no-store (brand-links/guard.ts).
 */

const REFRESH_MS = 60_000;

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
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    const again = () => {
      if (document.visibilityState === "visible" && state === "idle") void revalidate();
    };
    const timer = window.setInterval(again, REFRESH_MS);
    document.addEventListener("visibilitychange", again);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", again);
    };
  }, [revalidate, state]);
  return <ReportDocument report={loaderData} csvUrl={brandReportCsvUrl(params.token)} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { revalidate } = useRevalidator();
  const message =
    isRouteErrorResponse(error) && typeof error.data === "string"
      ? error.data
      : error instanceof Error && error.message
        ? error.message
        : messages.generic.somethingWentWrong;
  if (isRouteErrorResponse(error) && error.status === 404) return <ReportGone message={message} />;
  return <ReportFailed message={message} onRetry={() => void revalidate()} />;
}
