import { Building2, Plus, SearchX } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { brandLink } from "~/domain/deals";
import { PageHeader } from "~/web/components/dashboard/page-header";
import { type Column, DataList } from "~/web/components/data-list";
import { PagedList } from "~/web/components/paged-list";
import { RelativeTime } from "~/web/components/relative-time";
import { SearchBox } from "~/web/components/search-box";
import { Truncate } from "~/web/components/truncate";
import { Button } from "~/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/web/components/ui/card";
import type { Schemas } from "~/web/lib/api";
import { useQueryState } from "~/web/lib/url-state";
import { BRANDS_PAGE_SIZE, useBrands, useDealsLive } from "./api";
import { BrandDialog } from "./brand-dialog";

type BrandItem = Schemas["BrandListItem"];

const columns: Column<BrandItem>[] = [
  {
    header: "Brand",
    cell: (brand) => (
      <Link to={brandLink(brand.id)} className="font-medium text-primary hover:underline">
        <Truncate text={brand.name} lines={2} />
      </Link>
    ),
  },
  {
    header: "Industry",
    cell: (brand) =>
      brand.industry ? (
        <Truncate text={brand.industry} className="@3xl:max-w-[10rem]" />
      ) : (
        <span className="text-muted-foreground">—</span>
      ),
  },
  {
    header: "Website",
    cell: (brand) =>
      brand.website ? (
        <a href={brand.website} target="_blank" rel="noreferrer noopener" className="hover:underline">
          <Truncate text={brand.website.replace(/^https?:\/\//, "")} className="@3xl:max-w-[14rem]" />
        </a>
      ) : (
        <span className="text-muted-foreground">—</span>
      ),
  },
  { header: "Deals", cell: (brand) => brand.dealCount, className: "tabular-nums" },
  { header: "Updated", cell: (brand) => <RelativeTime value={brand.updatedAt} /> },
];

/** The agency's brands (managers): a search, a server-paged list, and the New brand dialog. */
export function BrandsPage() {
  const [params, update] = useQueryState();
  const page = Math.max(1, Number(params.get("page")) || 1);
  const search = params.get("q") ?? "";
  const [typed, setTyped] = useState(search);
  const searchBox = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const brands = useBrands({ search, page });
  useDealsLive();

  // search after a short pause in typing, from the first page
  useEffect(() => {
    const timer = setTimeout(() => {
      if (typed.trim() !== search) update({ q: typed.trim() || undefined, page: undefined });
    }, 300);
    return () => clearTimeout(timer);
  });

  const newBrand = (
    <BrandDialog
      trigger={
        <Button>
          <Plus aria-hidden className="size-4" />
          New brand
        </Button>
      }
      onSaved={(brand) => navigate(brandLink(brand.id))}
    />
  );

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader
        title="Brands"
        description="The brands the agency works with, their contacts and their deals."
        action={newBrand}
      />
      <Card>
        <CardHeader className="flex-row flex-wrap items-end justify-between gap-4 space-y-0">
          <CardTitle>
            All brands
            {brands.data && (
              <span className="text-muted-foreground tabular-nums"> ({brands.data.total})</span>
            )}
          </CardTitle>
          <SearchBox
            id="brand-search"
            label="Search brands"
            placeholder="Search by name"
            value={typed}
            onChange={setTyped}
            inputRef={searchBox}
          />
        </CardHeader>
        <CardContent>
          <PagedList
            page={page}
            pageSize={BRANDS_PAGE_SIZE}
            onPage={(next) => update({ page: next > 1 ? String(next) : undefined })}
            pagerLabel="Brand pages"
            pagerClassName="mt-4"
            summary={(total) => `${total} brands`}
            query={brands}
            what="the brands"
            isEmpty={(result) => result.items.length === 0}
            empty={
              search
                ? {
                    icon: SearchX,
                    title: "No brand matches your search.",
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
                : {
                    icon: Building2,
                    title: "No brands yet.",
                    description: "Add the first brand the agency works with.",
                    action: newBrand,
                  }
            }
          >
            {(result) => (
              <DataList label="Brands" rows={result.items} rowKey={(brand) => brand.id} columns={columns} />
            )}
          </PagedList>
        </CardContent>
      </Card>
    </div>
  );
}
