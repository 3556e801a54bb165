import { useEffect } from "react";
import { isRouteErrorResponse, useRevalidator } from "react-router";
import type { BrandReport } from "~/domain/brand-links";
import { messages } from "~/domain/messages";
import { ReportDocument } from "./report-document";
import { ReportFailed, ReportGone } from "./report-states";

/*
 * The report's page as the route shows it (issue 36, item 4): live, read again every minute and when the tab
 * comes back; and its errors, a dead link in the server's one sentence, anything else with Try again.
 */

const REFRESH_MS = 60_000;

export function LiveReport({ report, csvUrl }: { report: BrandReport; csvUrl: string }) {
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
  return <ReportDocument report={report} csvUrl={csvUrl} />;
}

export function ReportError({ error }: { error: unknown }) {
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
