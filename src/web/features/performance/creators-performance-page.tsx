import { SearchX, Users } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import type { CreatorPerformance, CreatorSort } from "~/domain/performance";
import { PageHeader } from "~/web/components/dashboard/page-header";
import { type Column, DataList } from "~/web/components/data-list";
import { PagedList } from "~/web/components/paged-list";
import { SearchBox } from "~/web/components/search-box";
import { Truncate } from "~/web/components/truncate";
import { Button } from "~/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/web/components/ui/card";
import { CREATORS_PAGE_SIZE, useCreatorPerformance } from "~/web/features/performance/api";
import { ChangeText } from "~/web/features/performance/change-text";
import { changeOf, formatCount, formatSigned } from "~/web/features/performance/format";
import { SelectField } from "~/web/features/performance/select-field";
import { useQueryState } from "~/web/lib/url-state";

const SORTS: { value: string; label: string; sort: CreatorSort; order: "asc" | "desc" }[] = [
  { value: "views", label: "Most views", sort: "views", order: "desc" },
  { value: "views-asc", label: "Fewest views", sort: "views", order: "asc" },
  { value: "viewsChange", label: "Biggest view growth", sort: "viewsChange", order: "desc" },
  { value: "viewsChange-asc", label: "Biggest view drop", sort: "viewsChange", order: "asc" },
  { value: "netSubscribers", label: "Most net subscribers", sort: "netSubscribers", order: "desc" },
  {
    value: "subscribersChange",
    label: "Biggest subscriber growth",
    sort: "subscribersChange",
    order: "desc",
  },
  { value: "name", label: "Name A–Z", sort: "name", order: "asc" },
  { value: "name-desc", label: "Name Z–A", sort: "name", order: "desc" },
];

const columns: Column<CreatorPerformance>[] = [
  {
    header: "Creator",
    cell: (creator) => (
      <div className="grid min-w-0">
        <Link
          to={`/talent-dashboard/performance/${encodeURIComponent(creator.id)}`}
          className="min-w-0 font-medium text-primary hover:underline"
        >
          <Truncate text={creator.name || creator.email} className="@3xl:max-w-[12rem] @5xl:max-w-[16rem]" />
        </Link>
        <Truncate
          text={creator.email}
          className="text-xs text-muted-foreground @3xl:max-w-[12rem] @5xl:max-w-[16rem]"
        />
      </div>
    ),
  },
  { header: "Channels", cell: (creator) => formatCount(creator.channels), className: "tabular-nums" },
  {
    header: "Views (28 days)",
    cell: (creator) =>
      creator.hasData ? (
        <div className="grid">
          <span className="tabular-nums">{formatCount(creator.views)}</span>
          <ChangeText change={changeOf(creator.views, creator.previousViews, creator)} className="text-xs" />
        </div>
      ) : (
        <span className="text-muted-foreground">Awaiting data</span>
      ),
  },
  {
    header: "Net subscribers (28 days)",
    cell: (creator) =>
      creator.hasData ? (
        <div className="grid">
          <span className="tabular-nums">{formatSigned(creator.netSubscribers)}</span>
          <ChangeText
            change={changeOf(creator.netSubscribers, creator.previousNetSubscribers, creator)}
            className="text-xs"
          />
        </div>
      ) : (
        <span className="text-muted-foreground">Awaiting data</span>
      ),
  },
];

/** Every creator's last 28 days at a glance (managers): sorted and paged by the server, each opening their charts. */
export function CreatorsPerformancePage() {
  const [params, update] = useQueryState();
  const sortValue = SORTS.some((s) => s.value === params.get("sort")) ? params.get("sort")! : "views";
  const sort = SORTS.find((s) => s.value === sortValue)!;
  const page = Math.max(1, Number(params.get("page")) || 1);
  const search = params.get("q") ?? "";
  const [typed, setTyped] = useState(search);
  const searchBox = useRef<HTMLInputElement>(null);
  const creators = useCreatorPerformance({ sort: sort.sort, order: sort.order, page, search });
  const { data } = creators;

  // search after a short pause in typing, from the first page
  useEffect(() => {
    const timer = setTimeout(() => {
      if (typed.trim() !== search) update({ q: typed.trim() || undefined, page: undefined });
    }, 300);
    return () => clearTimeout(timer);
  });

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader
        title="Creator Performance"
        description="Every creator's last 28 days, with the change against the 28 days before."
      />
      <Card>
        <CardHeader className="flex-row flex-wrap items-end justify-between gap-4 space-y-0">
          <CardTitle>
            Creators{data && <span className="text-muted-foreground tabular-nums"> ({data.total})</span>}
          </CardTitle>
          <div className="flex w-full flex-wrap items-end gap-3 sm:w-auto">
            <SearchBox
              id="creator-search"
              label="Search creators"
              value={typed}
              onChange={setTyped}
              inputRef={searchBox}
              className="sm:w-64"
            />
            <SelectField
              id="creator-sort"
              label="Sort by"
              value={sortValue}
              options={SORTS}
              onChange={(value) => update({ sort: value === "views" ? undefined : value, page: undefined })}
            />
          </div>
        </CardHeader>
        <CardContent>
          <PagedList
            page={page}
            pageSize={CREATORS_PAGE_SIZE}
            onPage={(next) => update({ page: next > 1 ? String(next) : undefined })}
            pagerLabel="Pagination"
            pagerClassName="mt-4"
            query={creators}
            what="the creators' performance"
            isEmpty={(result) => result.items.length === 0}
            empty={
              search
                ? {
                    icon: SearchX,
                    title: "No creators match your search.",
                    action: (
                      <Button
                        variant="outline"
                        onClick={() => {
                          setTyped("");
                          searchBox.current?.focus();
                        }}
                      >
                        Clear search
                      </Button>
                    ),
                  }
                : { icon: Users, title: "No creators yet." }
            }
          >
            {(result) => (
              <DataList
                label="Creators"
                rows={result.items}
                rowKey={(creator) => creator.id}
                columns={columns}
              />
            )}
          </PagedList>
        </CardContent>
      </Card>
    </div>
  );
}
