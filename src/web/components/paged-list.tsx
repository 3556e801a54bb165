import { type ReactNode, useEffect } from "react";
import { Pager } from "~/web/components/dashboard/pager";
import { QueryState, type QueryStateProps } from "~/web/components/query-state";

/**
 * A page of a server-paged list: its four states (QueryState: skeleton, inline error, empty, data) and, once
 * there is more than one page, the pager with "Page n of m" and the total (ui-guide, Lists). When the page
 * shown no longer exists (its last row was removed), the last page that does is shown instead.
 */
export function PagedList<T extends { total: number }>({
  page,
  pageSize,
  onPage,
  pagerLabel,
  summary,
  pagerClassName,
  scrollClassName,
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
  /** In a box of fixed height: the list scrolls in a box of this class, the pager stays below it. */
  scrollClassName?: string;
}) {
  const { data } = state.query;
  const pages = data ? Math.max(1, Math.ceil(data.total / pageSize)) : 1;
  useEffect(() => {
    if (data && page > pages) onPage(pages);
  }, [data, page, pages, onPage]);
  const list = <QueryState {...state} />;
  return (
    <>
      {scrollClassName ? <div className={scrollClassName}>{list}</div> : list}
      {data && data.total > pageSize && (
        <Pager
          label={pagerLabel}
          page={page}
          pages={pages}
          onPage={onPage}
          summary={summary?.(data.total)}
          className={pagerClassName}
        />
      )}
    </>
  );
}
