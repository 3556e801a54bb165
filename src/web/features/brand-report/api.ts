import { data } from "react-router";
import { ApiError, api } from "~/web/lib/api";

/* The brand's campaign report (issue 36, item 4): read by its link's token, no account. */

/**
 * The report a token opens; a dead link is the route's 404 with the server's one message (brand-links'
 * BRAND_LINK_GONE, not imported: that module is zod's, which this public page does without), a refusal for
 * speed its 429.
 */
export async function loadBrandReport(token: string) {
  try {
    return await api.GET("/report/{token}", { params: { path: { token } } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(error.message, { status: 404 });
    if (error instanceof ApiError && error.status === 429) throw data(error.message, { status: 429 });
    throw error;
  }
}

/** The CSV file's address: a plain link, so the browser downloads it (the API answers it as an attachment). */
export const brandReportCsvUrl = (token: string) => `/api/report/${encodeURIComponent(token)}/csv`;
