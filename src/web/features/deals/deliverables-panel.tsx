import { ListChecks, Plus } from "lucide-react";
import { useState } from "react";
import { managesDeals } from "~/domain/deals";
import { PagedList } from "~/web/components/paged-list";
import { useCurrentUser } from "~/web/components/session-guard";
import { Button } from "~/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/web/components/ui/card";
import { DeliverableDialog } from "./deliverable-dialogs";
import { DeliverablesTable } from "./deliverables-table";
import { useDealWorkLive, useDeliverables } from "./work-api";

/** What the panels need of a deal: its id and its creator (the full Deal of the deal page fits). */
export interface PanelDeal {
  id: string;
  creator?: { id: string; name: string } | null;
}

/**
 * The deal's deliverables on the deal page (managers: add, edit, delete) and for its creator (read-only but
 * for "Mark as submitted"), server-paged by due date, live.
 */
export function DealDeliverables({ deal }: { deal: PanelDeal }) {
  const user = useCurrentUser();
  const manager = managesDeals(user.role);
  const [page, setPage] = useState(1);
  const query = useDeliverables(deal.id, page);
  useDealWorkLive(deal.id, user.id, manager);
  const add = (
    <DeliverableDialog
      dealId={deal.id}
      trigger={
        <Button size="sm">
          <Plus aria-hidden className="size-4" />
          Add deliverable
        </Button>
      }
    />
  );
  return (
    <Card aria-labelledby={`deliverables-${deal.id}`}>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle id={`deliverables-${deal.id}`} className="text-base">
          Deliverables
        </CardTitle>
        {manager && add}
      </CardHeader>
      <CardContent>
        <PagedList
          query={query}
          what="the deliverables"
          page={page}
          pageSize={20}
          onPage={setPage}
          pagerLabel="Deliverable pages"
          summary={(total) => `${total} deliverables`}
          isEmpty={(data) => data.items.length === 0}
          empty={{
            icon: ListChecks,
            title: "No deliverables yet",
            description: manager ? "Add what the creator owes the brand, with its due date." : undefined,
          }}
        >
          {(data) => (
            <DeliverablesTable
              dealId={deal.id}
              items={data.items}
              manager={manager}
              creator={deal.creator?.id === user.id}
            />
          )}
        </PagedList>
      </CardContent>
    </Card>
  );
}
