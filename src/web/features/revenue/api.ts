import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { DEALS_TOPIC } from "~/domain/deals";
import { api } from "~/web/lib/api";
import { useRealtimeInvalidate } from "~/web/lib/use-realtime-query";

/* Money at a glance (issue 19, item 5): the managers' revenue figures, live. */

const revenueKey = ["revenue"] as const;
export const REVENUE_CREATORS_PAGE_SIZE = 20;

/** The address of the CSV export (a plain link: it downloads without scripts). */
export const REVENUE_CSV_URL = "/api/revenue.csv";

/** GET /api/revenue: the figures of one currency (none: the most booked) with a page of its creators. */
const revenueQuery = (currency: string | undefined, page: number) =>
  queryOptions({
    queryKey: [...revenueKey, currency ?? "default", page] as const,
    queryFn: () =>
      api.GET("/revenue", {
        params: { query: { currency: currency as never, page, pageSize: REVENUE_CREATORS_PAGE_SIZE } },
      }),
    placeholderData: keepPreviousData,
  });

/**
 * The figures of one currency (none: the most booked) with a page of its creators; refetched whenever any
 * deal changes (the pipeline's topic, managers only).
 */
export function useRevenue(currency: string | undefined, page: number) {
  useRealtimeInvalidate(DEALS_TOPIC, revenueKey);
  return useQuery(revenueQuery(currency, page));
}

/** The address of the money loop's CSV export (issue 38). */
export const LEDGER_CSV_URL = "/api/revenue/ledger.csv";

/** GET /api/revenue/ledger: receivables, cash, commission and payable of one currency (issue 38, item 4). */
const ledgerQuery = (currency: string | undefined) =>
  queryOptions({
    queryKey: [...revenueKey, "ledger", currency ?? "default"] as const,
    queryFn: () => api.GET("/revenue/ledger", { params: { query: { currency: currency as never } } }),
    placeholderData: keepPreviousData,
  });

/** The money loop's figures of one currency; live like the rest of the page (any deal or invoice change). */
export function useLedgerReport(currency: string | undefined) {
  useRealtimeInvalidate(DEALS_TOPIC, revenueKey);
  return useQuery(ledgerQuery(currency));
}
