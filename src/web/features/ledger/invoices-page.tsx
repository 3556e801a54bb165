import { FileText } from "lucide-react";
import { Link } from "react-router";
import { dealLink } from "~/domain/deals";
import { INVOICE_STATUSES } from "~/domain/invoices";
import { PageHeader } from "~/web/components/dashboard/page-header";
import { DataList } from "~/web/components/data-list";
import { PagedList } from "~/web/components/paged-list";
import { Label } from "~/web/components/ui/label";
import { NativeSelect } from "~/web/components/ui/native-select";
import { useLiveSearchParams } from "~/web/lib/url-state";
import { INVOICES_PAGE_SIZE, useInvoices, useLedgerLive } from "./api";
import { INVOICE_COLUMNS } from "./invoices-panel";

/** Every invoice (managers, issue 38), newest first, by status or overdue (the triage's link). */
export function InvoicesPage() {
  const [params, setParams] = useLiveSearchParams();
  const status = params.get("status") || undefined;
  const page = Math.max(1, Number(params.get("page")) || 1);
  const query = useInvoices(status, page);
  useLedgerLive();
  const set = (key: string, value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      if (key !== "page") next.delete("page");
      return next;
    });
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader
        title="Invoices"
        description="The invoices to brands, their payments and what is overdue."
      />
      <div className="grid max-w-xs gap-2">
        <Label htmlFor="invoice-status">Show</Label>
        <NativeSelect
          id="invoice-status"
          value={status ?? ""}
          onChange={(e) => set("status", e.target.value || null)}
        >
          <option value="">All invoices</option>
          <option value="overdue">Overdue</option>
          {INVOICE_STATUSES.map((s) => (
            <option key={s}>{s}</option>
          ))}
        </NativeSelect>
      </div>
      <PagedList
        query={query}
        what="the invoices"
        page={page}
        pageSize={INVOICES_PAGE_SIZE}
        onPage={(next) => set("page", next > 1 ? String(next) : null)}
        pagerLabel="Invoice pages"
        summary={(total) => (total === 1 ? "1 invoice" : `${total} invoices`)}
        isEmpty={(data) => data.items.length === 0}
        empty={{
          icon: FileText,
          title: "No invoice here",
          description: "Invoices are issued from a deal's page.",
        }}
      >
        {(data) => (
          <DataList
            label="Invoices"
            rows={data.items}
            rowKey={(invoice) => invoice.id}
            columns={[
              ...INVOICE_COLUMNS.slice(0, 1),
              {
                header: "Deal",
                cell: (invoice) => (
                  <>
                    {invoice.deal.id ? (
                      <Link to={dealLink(invoice.deal.id)} className="text-primary hover:underline">
                        {invoice.deal.title}
                      </Link>
                    ) : (
                      invoice.deal.title
                    )}
                    <span className="block text-xs text-muted-foreground">{invoice.brand.name}</span>
                  </>
                ),
              },
              ...INVOICE_COLUMNS.slice(1),
            ]}
            tableFrom="56rem"
          />
        )}
      </PagedList>
    </div>
  );
}
