import { Plus } from "lucide-react";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import {
  DEAL_SORTS,
  DEAL_STAGES,
  type DealBoardQuery,
  type DealStage,
  type DealViewFilters,
  dealLink,
} from "~/domain/deals";
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
import { SavedViews } from "./saved-views";

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
  const filters = filtersOf(params);
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
      <SavedViews
        current={{ ...filters, view }}
        onApply={(chosen) =>
          update({
            view: chosen.view === "list" ? "list" : undefined,
            stage: chosen.stage,
            creator: chosen.creatorId,
            brand: chosen.brandId,
            owner: chosen.ownerId,
            q: chosen.search,
            sort: chosen.sort,
            page: undefined,
          })
        }
      />
      <Tabs value={view} onValueChange={(next) => update({ view: next === "list" ? "list" : undefined })}>
        <TabsList aria-label="View">
          <TabsTrigger value="board">Board</TabsTrigger>
          <TabsTrigger value="list">List</TabsTrigger>
        </TabsList>
        <TabsContent value="board" className="mt-4 grid gap-4">
          {view === "board" && (
            <>
              <Filters state={[params, update]} />
              <Board filters={filters} />
            </>
          )}
        </TabsContent>
        <TabsContent value="list" className="mt-4">
          {view === "list" && <ListView newDeal={newDeal} />}
        </TabsContent>
      </Tabs>
    </div>
  );
}

/** The filters in the URL: the board's and the list's (the stage and the order are the list's only). */
function filtersOf(params: URLSearchParams): Omit<DealViewFilters, "view"> {
  return {
    stage: DEAL_STAGES.find((s) => s === params.get("stage")),
    creatorId: params.get("creator") || undefined,
    brandId: params.get("brand") || undefined,
    ownerId: params.get("owner") || undefined,
    search: params.get("q") || undefined,
    sort: DEAL_SORTS.find((s) => s === params.get("sort") && s !== "newest"),
  };
}

function Board({ filters }: { filters: DealBoardQuery }) {
  const board = useDealBoard({
    creatorId: filters.creatorId,
    brandId: filters.brandId,
    ownerId: filters.ownerId,
    search: filters.search,
  });
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

/**
 * The filters the board and the list share: a search of the title or the brand, the creator, the brand and
 * the owner, in the URL; `children` adds the list's own (the stage, the order).
 */
function Filters({
  state: [params, update],
  children,
}: {
  /** the URL state of the view the filters are in: one for all its controls (see useLiveSearchParams) */
  state: ReturnType<typeof useQueryState>;
  children?: React.ReactNode;
}) {
  const search = params.get("q") ?? "";
  const [typed, setTyped] = useState(search);
  // a view applied (or Back) changes the search under the box: the box follows
  useEffect(() => setTyped(search), [search]);
  useEffect(() => {
    const timer = setTimeout(() => {
      if (typed.trim() !== search) update({ q: typed.trim() || undefined, page: undefined });
    }, 300);
    return () => clearTimeout(timer);
  });
  const filter = (changes: Record<string, string | undefined>) => update({ ...changes, page: undefined });
  return (
    <div className="grid grid-cols-1 items-end gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-6">
      <SearchBox
        id="deal-search"
        label="Search deals"
        placeholder="Search title or brand"
        value={typed}
        onChange={setTyped}
        className="sm:w-full xl:col-span-2"
      />
      {PEOPLE_FILTERS.map(({ param, label, all, useOptions }) => (
        <FilterSelect
          key={param}
          id={`deal-${param}`}
          label={label}
          all={all}
          value={params.get(param) ?? ""}
          useOptions={useOptions}
          onChange={(value) => filter({ [param]: value || undefined })}
        />
      ))}
      {children}
    </div>
  );
}

function ListView({ newDeal }: { newDeal: React.ReactNode }) {
  const state = useQueryState();
  const [params, update] = state;
  const page = Math.max(1, Number(params.get("page")) || 1);
  const { stage, creatorId, brandId, ownerId, search } = filtersOf(params);
  const sort = DEAL_SORTS.find((s) => s === params.get("sort")) ?? "newest";
  const deals = useDeals({ page, stage, sort, creatorId, brandId, ownerId, search });
  const filtered = Boolean(stage || creatorId || brandId || ownerId || search);
  return (
    <Card>
      <CardHeader className="gap-4">
        <CardTitle>
          Deals
          {deals.data && <span className="text-muted-foreground tabular-nums"> ({deals.data.total})</span>}
        </CardTitle>
        <Filters state={state}>
          <SelectField
            id="deal-stage"
            label="Stage"
            value={stage ?? ""}
            options={[
              { value: "", label: "All stages" },
              ...DEAL_STAGES.map((s) => ({ value: s, label: s })),
            ]}
            onChange={(value: DealStage | "") => update({ stage: value || undefined, page: undefined })}
          />
          <SelectField
            id="deal-sort"
            label="Sort by"
            value={sort}
            options={SORTS}
            onChange={(value) => update({ sort: value === "newest" ? undefined : value, page: undefined })}
          />
        </Filters>
      </CardHeader>
      <CardContent>
        <DealList
          query={deals}
          page={page}
          onPage={(next) => update({ page: next > 1 ? String(next) : undefined })}
          filtered={filtered}
          onClear={() =>
            update({
              stage: undefined,
              creator: undefined,
              brand: undefined,
              owner: undefined,
              q: undefined,
              page: undefined,
            })
          }
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

/** The filters by who: their URL parameter, label, "all" option and where their options come from. */
const PEOPLE_FILTERS = [
  { param: "creator", label: "Creator", all: "All creators", useOptions: useCreatorFilter },
  { param: "brand", label: "Brand", all: "All brands", useOptions: useBrandFilter },
  { param: "owner", label: "Owner", all: "All owners", useOptions: useOwnerFilter },
];

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
