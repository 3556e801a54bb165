import { FileText } from "lucide-react";
import { Link } from "react-router";
import { dealLink, formatMoney } from "~/domain/deals";
import { INVOICE_STATUSES } from "~/domain/invoices";
import { PageHeader } from "~/web/components/dashboard/page-header";
import { PagedList } from "~/web/components/paged-list";
import { StatusBadge } from "~/web/components/status-badge";
import { Label } from "~/web/components/ui/label";
import { NativeSelect } from "~/web/components/ui/native-select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/web/components/ui/table";
import { formatCalendarDate } from "~/web/lib/calendar-date";
import { useLiveSearchParams } from "~/web/lib/url-state";
import { INVOICES_PAGE_SIZE, useInvoices, useLedgerLive } from "./api";

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
          <div className="overflow-x-auto">
            <Table aria-label="Invoices">
              <TableHeader>
                <TableRow>
                  <TableHead>Number</TableHead>
                  <TableHead>Deal</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead className="text-right">Total</TableHead>
                  <TableHead className="text-right">Due now</TableHead>
                  <TableHead>Due date</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.items.map((invoice) => (
                  <TableRow key={invoice.id}>
                    <TableCell className="font-medium whitespace-nowrap">
                      {invoice.number ?? "Draft"}
                    </TableCell>
                    <TableCell>
                      {invoice.deal.id ? (
                        <Link to={dealLink(invoice.deal.id)} className="text-primary hover:underline">
                          {invoice.deal.title}
                        </Link>
                      ) : (
                        invoice.deal.title
                      )}
                      <span className="block text-xs text-muted-foreground">{invoice.brand.name}</span>
                    </TableCell>
                    <TableCell>
                      <StatusBadge status={invoice.status} />
                      {invoice.daysOverdue !== null && (
                        <span className="ml-2 text-xs text-destructive">
                          {invoice.daysOverdue} days overdue
                        </span>
                      )}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">
                      {formatMoney(invoice.totalMinor, invoice.currency)}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">
                      {formatMoney(invoice.balanceMinor, invoice.currency)}
                    </TableCell>
                    <TableCell>{invoice.dueDate ? formatCalendarDate(invoice.dueDate) : "—"}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
      </PagedList>
    </div>
  );
}
