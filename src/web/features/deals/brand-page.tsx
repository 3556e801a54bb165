import { ArrowLeft, Mail, Pencil, Phone, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import type { Brand } from "~/domain/deals";
import { PageHeader } from "~/web/components/dashboard/page-header";
import { QueryState } from "~/web/components/query-state";
import { Button } from "~/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/web/components/ui/card";
import { ConfirmDialog } from "~/web/components/ui/confirm-dialog";
import { failureToast } from "~/web/lib/query-client";
import { toast } from "~/web/lib/toast";
import { useBrand, useBrandAction, useBrandDeals, useDealsLive } from "./api";
import { BrandDialog } from "./brand-dialog";
import { DealDialog } from "./deal-dialog";
import { DealList } from "./deal-list";
import { Totals } from "./money";

/** A brand (managers): its details and contacts (editable), its deals and their total value per currency. */
export function BrandPage({ id }: { id: string }) {
  const brand = useBrand(id);
  useDealsLive();
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <QueryState query={brand} what="this brand">
        {(data) => <BrandView brand={data} />}
      </QueryState>
    </div>
  );
}

function BrandView({ brand }: { brand: Brand }) {
  const navigate = useNavigate();
  const remove = useBrandAction(failureToast("The brand was not deleted"));
  const [page, setPage] = useState(1);
  const deals = useBrandDeals(brand.id, page);
  const newDeal = (
    <DealDialog
      brand={{ id: brand.id, label: brand.name }}
      trigger={
        <Button size="sm">
          <Plus aria-hidden className="size-4" />
          New deal
        </Button>
      }
    />
  );
  return (
    <>
      <PageHeader
        title={brand.name}
        description={brand.industry || "A brand the agency works with."}
        action={
          <>
            <Button asChild variant="outline">
              <Link to="/talent-dashboard/brands">
                <ArrowLeft aria-hidden className="size-4" />
                All brands
              </Link>
            </Button>
            <BrandDialog
              brand={brand}
              trigger={
                <Button>
                  <Pencil aria-hidden className="size-4" />
                  Edit brand
                </Button>
              }
            />
          </>
        }
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <Card>
          <CardHeader>
            <CardTitle>Details</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4 text-sm">
            <dl className="grid gap-3">
              <div>
                <dt className="text-muted-foreground">Website</dt>
                <dd className="wrap-anywhere">
                  {brand.website ? (
                    <a
                      href={brand.website}
                      target="_blank"
                      rel="noreferrer noopener"
                      className="text-primary hover:underline"
                    >
                      {brand.website}
                    </a>
                  ) : (
                    "Not set"
                  )}
                </dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Notes</dt>
                <dd className="whitespace-pre-wrap wrap-anywhere">{brand.notes || "No notes."}</dd>
              </div>
            </dl>
            <section aria-labelledby="brand-contacts" className="grid gap-2">
              <h3 id="brand-contacts" className="font-medium">
                Contacts
              </h3>
              {brand.contacts.length === 0 ? (
                <p className="text-muted-foreground">No contacts yet. Add them with Edit brand.</p>
              ) : (
                <ul className="grid grid-cols-1 gap-3">
                  {brand.contacts.map((contact) => (
                    <li key={contact.id} className="grid gap-0.5 rounded-md border p-3">
                      <span className="font-medium wrap-anywhere">
                        {contact.name}
                        {contact.role && (
                          <span className="font-normal text-muted-foreground"> · {contact.role}</span>
                        )}
                      </span>
                      {contact.email && (
                        <a
                          href={`mailto:${contact.email}`}
                          className="flex items-center gap-1.5 text-primary hover:underline"
                        >
                          <Mail aria-hidden className="size-4 shrink-0" />
                          <span className="min-w-0 wrap-anywhere">{contact.email}</span>
                        </a>
                      )}
                      {contact.phone && (
                        <a
                          href={`tel:${contact.phone}`}
                          className="flex items-center gap-1.5 hover:underline"
                        >
                          <Phone aria-hidden className="size-4 shrink-0" />
                          <span className="min-w-0 wrap-anywhere">{contact.phone}</span>
                        </a>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <div>
              <ConfirmDialog
                trigger={
                  <Button
                    variant="outline"
                    size="sm"
                    className="text-destructive"
                    disabled={remove.isPending}
                  >
                    <Trash2 aria-hidden className="size-4" />
                    Delete brand
                  </Button>
                }
                title={`Delete ${brand.name}?`}
                description="The brand and its contacts are deleted. A brand with deals is kept: its deals are the agency's records."
                confirmLabel="Delete brand"
                pending={remove.isPending}
                onConfirm={() =>
                  remove.mutate(
                    { type: "delete", id: brand.id },
                    {
                      onSuccess: () => {
                        toast({ title: `${brand.name} deleted` });
                        navigate("/talent-dashboard/brands", { replace: true });
                      },
                    },
                  )
                }
              />
            </div>
          </CardContent>
        </Card>
        <Card>
          <CardHeader className="flex-row flex-wrap items-start justify-between gap-3 space-y-0">
            <div className="grid gap-1">
              <CardTitle>
                Deals
                {deals.data && (
                  <span className="text-muted-foreground tabular-nums"> ({deals.data.total})</span>
                )}
              </CardTitle>
              {deals.data && (
                <p className="text-sm text-muted-foreground">
                  Total value: <Totals totals={deals.data.totals} className="font-medium text-foreground" />
                </p>
              )}
            </div>
            {newDeal}
          </CardHeader>
          <CardContent>
            <DealList
              query={deals}
              page={page}
              onPage={setPage}
              filtered={false}
              emptyAction={newDeal}
              showOwner={false}
            />
          </CardContent>
        </Card>
      </div>
    </>
  );
}
