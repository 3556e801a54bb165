import { Download, FileText } from "lucide-react";
import { useState } from "react";
import { BOOKED_STAGES, formatMoney, formatRate } from "~/domain/deals";
import type { Invoice } from "~/domain/invoices";
import { type Column, DataList } from "~/web/components/data-list";
import { PagedList } from "~/web/components/paged-list";
import { StatusBadge } from "~/web/components/status-badge";
import { Button } from "~/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/web/components/ui/card";
import { ConfirmDialog } from "~/web/components/ui/confirm-dialog";
import { formatCalendarDate } from "~/web/lib/calendar-date";
import { failureToast } from "~/web/lib/query-client";
import { toast } from "~/web/lib/toast";
import { INVOICES_PAGE_SIZE, useDealInvoices, useDealSplit, useInvoiceAction, useLedgerLive } from "./api";
import { CreditNoteDialog, NewInvoiceDialog, PaymentDialog } from "./invoice-dialogs";
import { ShareDialog } from "./share-dialog";

const BOOKED: readonly string[] = BOOKED_STAGES;

/** What may be done with an invoice: issue or delete a draft; download, pay or void an issued one. */
function InvoiceActions({ invoice }: { invoice: Invoice }) {
  const act = useInvoiceAction(failureToast("That did not work"));
  const name = invoice.number ? `invoice ${invoice.number}` : "the draft";
  if (invoice.status === "Draft")
    return (
      <div className="flex flex-wrap justify-end gap-2">
        <Button
          size="sm"
          pending={act.isPending}
          pendingLabel="Issuing"
          onClick={async () => {
            const issued = await act.mutateAsync({ type: "issue", id: invoice.id }).catch(() => null);
            if (issued)
              toast({
                title: `Invoice ${issued.number} issued`,
                description: "Emailed to the brand's billing contact.",
              });
          }}
        >
          Issue invoice
        </Button>
        <ConfirmDialog
          trigger={
            <Button size="sm" variant="outline">
              Delete draft
            </Button>
          }
          title="Delete this draft?"
          description="A draft has no number yet: nothing is lost from the sequence."
          confirmLabel="Delete draft"
          onConfirm={() => act.mutate({ type: "delete", id: invoice.id })}
        />
      </div>
    );
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button asChild size="sm" variant="outline">
        <a href={invoice.pdfUrl} download aria-label={`Download PDF of ${name}`}>
          <Download aria-hidden className="size-4" />
          PDF
        </a>
      </Button>
      {(invoice.status === "Issued" || invoice.status === "Partially paid") && invoice.kind === "invoice" && (
        <>
          <PaymentDialog invoice={invoice} />
          <CreditNoteDialog invoice={invoice} />
        </>
      )}
      {invoice.status === "Issued" &&
        invoice.kind === "invoice" &&
        invoice.paidMinor === "0" &&
        invoice.creditedMinor === "0" && (
          <ConfirmDialog
            trigger={
              <Button size="sm" variant="outline">
                Void
              </Button>
            }
            title={`Void ${name}?`}
            description="It keeps its number and stays in the books, marked Void. Nothing is due on it after."
            confirmLabel="Void invoice"
            onConfirm={() => act.mutate({ type: "void", id: invoice.id })}
          />
        )}
    </div>
  );
}

/** An invoice's number, status, totals and due date: the deal's list and the invoices page (issue 38). */
export const INVOICE_COLUMNS: readonly Column<Invoice>[] = [
  {
    header: "Number",
    cell: (invoice) => `${invoice.kind === "credit_note" ? "Credit note " : ""}${invoice.number ?? "Draft"}`,
    className: "font-medium",
  },
  {
    header: "Status",
    cell: (invoice) => (
      <>
        <StatusBadge status={invoice.status} />
        {invoice.daysOverdue !== null && (
          <span className="ml-2 text-xs text-destructive">{invoice.daysOverdue} days overdue</span>
        )}
      </>
    ),
  },
  {
    header: "Total",
    cell: (invoice) => formatMoney(invoice.totalMinor, invoice.currency),
    className: "text-right tabular-nums",
  },
  {
    header: "Due now",
    cell: (invoice) => formatMoney(invoice.balanceMinor, invoice.currency),
    className: "text-right tabular-nums",
  },
  {
    header: "Due date",
    cell: (invoice) => (invoice.dueDate ? formatCalendarDate(invoice.dueDate) : `Net ${invoice.termsDays}`),
    className: "whitespace-nowrap",
  },
];

/** The deal's invoices (managers), with New invoice once the deal is contracted; live. */
export function DealInvoices({
  deal,
}: {
  deal: { id: string; title: string; stage: string; valueMinor: number; currency: string };
}) {
  const [page, setPage] = useState(1);
  const query = useDealInvoices(deal.id, page);
  useLedgerLive();
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3 space-y-0">
        <CardTitle>Invoices</CardTitle>
        {BOOKED.includes(deal.stage) && <NewInvoiceDialog deal={deal} />}
      </CardHeader>
      <CardContent>
        <PagedList
          query={query}
          what="the invoices"
          page={page}
          pageSize={INVOICES_PAGE_SIZE}
          onPage={setPage}
          pagerLabel="Invoice pages"
          isEmpty={(data) => data.items.length === 0}
          empty={{
            icon: FileText,
            title: "No invoice yet",
            description: BOOKED.includes(deal.stage)
              ? "Invoice the brand from the deal's fee or its deliverables."
              : "A deal is invoiced once it is contracted.",
          }}
        >
          {(data) => (
            <DataList
              label="The deal's invoices"
              rows={data.items}
              rowKey={(invoice) => invoice.id}
              columns={INVOICE_COLUMNS}
              actions={(invoice) => <InvoiceActions invoice={invoice} />}
            />
          )}
        </PagedList>
      </CardContent>
    </Card>
  );
}

/** The deal's commission split: the creator, their manager, the agency, and the remainder the agency keeps. */
export function DealSplitCard({ dealId }: { dealId: string }) {
  const split = useDealSplit(dealId);
  if (!split.data) return null;
  const s = split.data;
  const rows: [string, string][] = [
    ["Creator", s.creatorMinor],
    [`Manager (${formatRate(s.shareBps)} of the commission)`, s.managerMinor],
    ["Agency", s.agencyMinor],
  ];
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3 space-y-0">
        <CardTitle>Commission split</CardTitle>
        {s.managerId && (
          <ShareDialog
            of="deal"
            id={dealId}
            currentBps={s.overrideBps}
            title="Manager's share on this deal"
            description="Overrides the manager's default share for this deal only; a deal already paid keeps its split."
          />
        )}
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 sm:grid-cols-3" aria-label="Commission split">
          {rows.map(([label, amount]) => (
            <div key={label} className="grid gap-0.5">
              <dt className="text-sm text-muted-foreground">{label}</dt>
              <dd className="font-medium tabular-nums">{formatMoney(amount, s.currency)}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-xs text-muted-foreground">
          {s.managerId ? "" : "The creator has no talent manager: the agency keeps the whole commission. "}
          {s.remainderMinor !== "0" &&
            `The manager's exact share had ${s.remainderMinor} of a minor unit; rounded down, it stays with the agency.`}
        </p>
      </CardContent>
    </Card>
  );
}
