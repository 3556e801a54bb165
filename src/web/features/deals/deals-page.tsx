import { Plus } from "lucide-react";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { DEAL_SORTS, DEAL_STAGES, type DealStage, dealLink } from "~/domain/deals";
import { PageHeader } from "~/web/components/dashboard/page-header";
import { QueryState } from "~/web/components/query-state";
import { SearchBox } from "~/web/components/search-box";
import { Button } from "~/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/web/components/ui/card";
import { Skeleton } from "~/web/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/web/components/ui/tabs";
import { SelectField } from "~/web/features/performance";
import { useQueryState } from "~/web/lib/url-state";
import { useBrands, useDealBoard, useDealPeople, useDeals, useDealsLive } from "./api";
import { DealBoardView } from "./deal-board";
import { DealDialog } from "./deal-dialog";
import { DealList } from "./deal-list";

const SORT_LABEL: Record<(typeof DEAL_SORTS)[number], string> = {
  newest: "Newest first",
  value_desc: "Highest value",
  value_asc: "Lowest value",
  close_asc: "Closing soonest",
  close_desc: "Closing latest",
};
const SORTS = DEAL_SORTS.map((value) => ({ value, label: SORT_LABEL[value] }));

/**
 * The pipeline (managers): the board (a column per stage) or the list (filters by stage, creator, brand and
 * owner, sorted by value or close date, paged by the server), the choice and the filters in the URL. Changes
 * by anyone show at once (the `deals` topic).
 */
export function DealsPage() {
  const [params, update] = useQueryState();
  const navigate = useNavigate();
  const view = params.get("view") === "list" ? "list" : "board";
  useDealsLive();

  const newDeal = (
    <DealDialog
      trigger={
        <Button>
          <Plus aria-hidden className="size-4" />
          New deal
        </Button>
      }
      onSaved={(deal) => navigate(dealLink(deal.id))}
    />
  );

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader
        title="Deals"
        description="The agency's brand sponsorships, from first contact to paid."
        action={newDeal}
      />
      <Tabs value={view} onValueChange={(next) => update({ view: next === "list" ? "list" : undefined })}>
        <TabsList aria-label="View">
          <TabsTrigger value="board">Board</TabsTrigger>
          <TabsTrigger value="list">List</TabsTrigger>
        </TabsList>
        <TabsContent value="board" className="mt-4">
          {view === "board" && <Board />}
        </TabsContent>
        <TabsContent value="list" className="mt-4">
          {view === "list" && <ListView newDeal={newDeal} />}
        </TabsContent>
      </Tabs>
    </div>
  );
}

function Board() {
  const board = useDealBoard();
  return (
    <QueryState
      query={board}
      what="the pipeline"
      skeleton={
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-48" />
          ))}
        </div>
      }
    >
      {(data) => <DealBoardView board={data} />}
    </QueryState>
  );
}

function ListView({ newDeal }: { newDeal: React.ReactNode }) {
  const [params, update] = useQueryState();
  const page = Math.max(1, Number(params.get("page")) || 1);
  const stage = DEAL_STAGES.find((s) => s === params.get("stage"));
  const sort = DEAL_SORTS.find((s) => s === params.get("sort")) ?? "newest";
  const creatorId = params.get("creator") ?? "";
  const brandId = params.get("brand") ?? "";
  const ownerId = params.get("owner") ?? "";
  const search = params.get("q") ?? "";
  const [typed, setTyped] = useState(search);
  const deals = useDeals({
    page,
    stage,
    sort,
    creatorId: creatorId || undefined,
    brandId: brandId || undefined,
    ownerId: ownerId || undefined,
    search: search || undefined,
  });

  useEffect(() => {
    const timer = setTimeout(() => {
      if (typed.trim() !== search) update({ q: typed.trim() || undefined, page: undefined });
    }, 300);
    return () => clearTimeout(timer);
  });

  const filter = (changes: Record<string, string | undefined>) => update({ ...changes, page: undefined });
  const filtered = Boolean(stage || creatorId || brandId || ownerId || search);
  return (
    <Card>
      <CardHeader className="gap-4">
        <CardTitle>
          Deals
          {deals.data && <span className="text-muted-foreground tabular-nums"> ({deals.data.total})</span>}
        </CardTitle>
        <div className="grid grid-cols-1 items-end gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-6">
          <SearchBox
            id="deal-search"
            label="Search deals"
            placeholder="Search title or brand"
            value={typed}
            onChange={setTyped}
            className="sm:w-full xl:col-span-2"
          />
          <SelectField
            id="deal-stage"
            label="Stage"
            value={stage ?? ""}
            options={[
              { value: "", label: "All stages" },
              ...DEAL_STAGES.map((s) => ({ value: s, label: s })),
            ]}
            onChange={(value: DealStage | "") => filter({ stage: value || undefined })}
          />
          <FilterSelect
            id="deal-creator"
            label="Creator"
            all="All creators"
            value={creatorId}
            useOptions={useCreatorFilter}
            onChange={(value) => filter({ creator: value || undefined })}
          />
          <FilterSelect
            id="deal-brand"
            label="Brand"
            all="All brands"
            value={brandId}
            useOptions={useBrandFilter}
            onChange={(value) => filter({ brand: value || undefined })}
          />
          <FilterSelect
            id="deal-owner"
            label="Owner"
            all="All owners"
            value={ownerId}
            useOptions={useOwnerFilter}
            onChange={(value) => filter({ owner: value || undefined })}
          />
          <SelectField
            id="deal-sort"
            label="Sort by"
            value={sort}
            options={SORTS}
            onChange={(value) => update({ sort: value === "newest" ? undefined : value, page: undefined })}
          />
        </div>
      </CardHeader>
      <CardContent>
        <DealList
          query={deals}
          page={page}
          onPage={(next) => update({ page: next > 1 ? String(next) : undefined })}
          filtered={filtered}
          onClear={() => {
            setTyped("");
            update({
              stage: undefined,
              creator: undefined,
              brand: undefined,
              owner: undefined,
              q: undefined,
              page: undefined,
            });
          }}
          emptyAction={newDeal}
        />
      </CardContent>
    </Card>
  );
}

function useCreatorFilter() {
  const people = useDealPeople("creator", "", 100);
  return people.data?.items.map((p) => ({ value: p.id, label: p.name || p.email })) ?? [];
}
function useOwnerFilter() {
  const people = useDealPeople("manager", "", 100);
  return people.data?.items.map((p) => ({ value: p.id, label: p.name || p.email })) ?? [];
}
function useBrandFilter() {
  const brands = useBrands({ page: 1, pageSize: 100 });
  return brands.data?.items.map((b) => ({ value: b.id, label: b.name })) ?? [];
}

/** A filter of the list among options read from the server (the chosen one is kept if it is not among them). */
function FilterSelect({
  id,
  label,
  all,
  value,
  useOptions,
  onChange,
}: {
  id: string;
  label: string;
  all: string;
  value: string;
  useOptions: () => { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  const options = useOptions();
  const shown =
    value && !options.some((o) => o.value === value)
      ? [...options, { value, label: "The chosen one" }]
      : options;
  return (
    <SelectField
      id={id}
      label={label}
      value={value}
      options={[{ value: "", label: all }, ...shown]}
      onChange={onChange}
    />
  );
}
