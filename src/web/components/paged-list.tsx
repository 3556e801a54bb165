import type { ReactNode } from "react";
import { Pager } from "~/web/components/dashboard/pager";
import { QueryState, type QueryStateProps } from "~/web/components/query-state";

/**
 * A page of a server-paged list: its four states (QueryState: skeleton, inline error, empty, data) and, once
 * there is more than one page, the pager with "Page n of m" and the total (ui-guide, Lists).
 */
export function PagedList<T extends { total: number }>({
  page,
  pageSize,
  onPage,
  pagerLabel,
  summary,
  pagerClassName,
  ...state
}: QueryStateProps<T> & {
  /** The page shown, from 1. */
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** The pager's name for assistive technology ("Appointment pages"). */
  pagerLabel: string;
  /** The total beside "Page n of m" ("12 appointments"). */
  summary?: (total: number) => ReactNode;
  pagerClassName?: string;
}) {
  const { data } = state.query;
  return (
    <>
      <QueryState {...state} />
      {data && data.total > pageSize && (
        <Pager
          label={pagerLabel}
          page={page}
          pages={Math.max(1, Math.ceil(data.total / pageSize))}
          onPage={onPage}
          summary={summary?.(data.total)}
          className={pagerClassName}
        />
      )}
    </>
  );
}
