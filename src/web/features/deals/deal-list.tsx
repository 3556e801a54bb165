import type { UseQueryResult } from "@tanstack/react-query";
import { Handshake, SearchX } from "lucide-react";
import { Link } from "react-router";
import { type Deal, dealLink } from "~/domain/deals";
import { type Column, DataList } from "~/web/components/data-list";
import { PagedList } from "~/web/components/paged-list";
import { StatusBadge } from "~/web/components/status-badge";
import { Truncate } from "~/web/components/truncate";
import { Button } from "~/web/components/ui/button";
import { formatCalendarDate } from "~/web/lib/calendar-date";
import { DEALS_PAGE_SIZE } from "./api";
import { Money } from "./money";

const none = <span className="text-muted-foreground">—</span>;

const dealColumns: Column<Deal>[] = [
  {
    header: "Deal",
    cell: (deal) => (
      <Link to={dealLink(deal.id)} className="font-medium text-primary hover:underline">
        <Truncate text={deal.title} lines={2} />
      </Link>
    ),
  },
  {
    header: "Brand",
    cell: (deal) => <Truncate text={deal.brand.name} className="@3xl:max-w-[6rem] @5xl:max-w-[9rem]" />,
  },
  {
    header: "Creator",
    cell: (deal) =>
      deal.creator ? (
        <Truncate text={deal.creator.name} className="@3xl:max-w-[6rem] @5xl:max-w-[9rem]" />
      ) : (
        none
      ),
  },
  { header: "Stage", cell: (deal) => <StatusBadge status={deal.stage} /> },
  {
    header: "Value",
    cell: (deal) => <Money minor={deal.valueMinor} currency={deal.currency} />,
    className: "text-right",
  },
  {
    header: "Closes",
    cell: (deal) => (deal.expectedCloseDate ? formatCalendarDate(deal.expectedCloseDate) : none),
  },
];

const ownerColumn: Column<Deal> = {
  header: "Owner",
  cell: (deal) =>
    deal.owner ? <Truncate text={deal.owner.name} className="@3xl:max-w-[6rem] @5xl:max-w-[8rem]" /> : none,
};

/** A server-paged list of deals in its four states (the pipeline's list view, a brand's deals). */
export function DealList({
  query,
  page,
  onPage,
  filtered,
  onClear,
  emptyAction,
  showOwner = true,
}: {
  query: UseQueryResult<{ items: Deal[]; total: number }>;
  page: number;
  onPage: (page: number) => void;
  filtered: boolean;
  onClear?: () => void;
  emptyAction?: React.ReactNode;
  showOwner?: boolean;
}) {
  return (
    <PagedList
      page={page}
      pageSize={DEALS_PAGE_SIZE}
      onPage={onPage}
      pagerLabel="Deal pages"
      pagerClassName="mt-4"
      summary={(total) => `${total} deals`}
      query={query}
      what="the deals"
      isEmpty={(result) => result.items.length === 0}
      empty={
        filtered
          ? {
              icon: SearchX,
              title: "No deal matches these filters.",
              action: onClear && (
                <Button variant="outline" onClick={onClear}>
                  Clear filters
                </Button>
              ),
            }
          : {
              icon: Handshake,
              title: "No deals yet.",
              description: "Add the first deal.",
              action: emptyAction,
            }
      }
    >
      {(result) => (
        <DataList
          label="Deals"
          rows={result.items}
          rowKey={(deal) => deal.id}
          columns={showOwner ? [...dealColumns, ownerColumn] : dealColumns}
          tableFrom="56rem"
        />
      )}
    </PagedList>
  );
}
