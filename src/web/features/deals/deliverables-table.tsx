import { Pencil, Trash2 } from "lucide-react";
import { CREATOR_SUBMITTABLE_FROM, DELIVERABLE_KIND_LABEL, type Deliverable } from "~/domain/deals";
import { type Column, DataList } from "~/web/components/data-list";
import { StatusBadge } from "~/web/components/status-badge";
import { Button } from "~/web/components/ui/button";
import { ConfirmDialog } from "~/web/components/ui/confirm-dialog";
import { formatCalendarDate } from "~/web/lib/calendar-date";
import { toast } from "~/web/lib/toast";
import { DeliverableDialog, SubmitDeliverableDialog } from "./deliverable-dialogs";
import { useDeliverableAction } from "./work-api";

const PROJECT_NOUN = { editing: "Editing project", design: "Design request", promotion: "Campaign" } as const;

/** A due date, in red with the word "Overdue" when it has passed (colour is never the only signal). */
export function DueDate({ value, overdue }: { value: string | null; overdue: boolean }) {
  if (!value) return <span className="text-muted-foreground">No date</span>;
  return (
    <span
      className={overdue ? "font-medium text-destructive" : undefined}
      data-overdue={overdue || undefined}
    >
      {formatCalendarDate(value)}
      {overdue && " · Overdue"}
    </span>
  );
}

function ExternalLink({ href }: { href: string }) {
  if (!href) return <span className="text-muted-foreground">None yet</span>;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className="break-all text-primary underline-offset-4 hover:underline"
    >
      {href.replace(/^https?:\/\//, "")}
    </a>
  );
}

const columns: Column<Deliverable>[] = [
  { header: "Deliverable", cell: (d) => DELIVERABLE_KIND_LABEL[d.kind] },
  { header: "Platform", cell: (d) => d.platform },
  {
    header: "Due",
    cell: (d) => <DueDate value={d.dueDate} overdue={d.overdue} />,
    className: "tabular-nums md:whitespace-nowrap",
  },
  { header: "Status", cell: (d) => <StatusBadge status={d.status} /> },
  { header: "Link", cell: (d) => <ExternalLink href={d.link} /> },
  {
    header: "Linked request",
    cell: (d) =>
      d.project ? (
        <span className="flex flex-wrap items-center gap-1.5">
          <span className="wrap-anywhere">
            <span className="sr-only">{PROJECT_NOUN[d.project.kind]}: </span>
            {d.project.title}
          </span>
          <StatusBadge status={d.project.status} />
        </span>
      ) : (
        <span className="text-muted-foreground">None</span>
      ),
  },
];

function DeleteDeliverable({ dealId, deliverable }: { dealId: string; deliverable: Deliverable }) {
  const action = useDeliverableAction(dealId, "Could not delete the deliverable");
  const name = `${DELIVERABLE_KIND_LABEL[deliverable.kind]} on ${deliverable.platform}`;
  return (
    <ConfirmDialog
      trigger={
        <Button size="icon" variant="ghost" aria-label={`Delete ${name}`} disabled={action.isPending}>
          <Trash2 aria-hidden className="size-4 text-destructive" />
        </Button>
      }
      title={`Delete ${name}?`}
      description="The deliverable is removed from the deal, for the creator too. This cannot be undone."
      confirmLabel="Delete deliverable"
      pending={action.isPending}
      onConfirm={() =>
        action.mutate(
          { type: "delete", id: deliverable.id },
          { onSuccess: () => toast({ title: "Deliverable deleted" }) },
        )
      }
    />
  );
}

/**
 * A deal's deliverables: managers edit and delete them; the deal's creator may only mark one submitted
 * (from the statuses the domain allows); anyone else reads.
 */
export function DeliverablesTable({
  dealId,
  items,
  manager,
  creator,
}: {
  dealId: string;
  items: readonly Deliverable[];
  manager: boolean;
  /** the viewer is the deal's creator */
  creator: boolean;
}) {
  const actions = manager
    ? (d: Deliverable) => (
        <div className="flex gap-1">
          <DeliverableDialog
            dealId={dealId}
            deliverable={d}
            trigger={
              <Button
                size="icon"
                variant="ghost"
                aria-label={`Edit ${DELIVERABLE_KIND_LABEL[d.kind]} on ${d.platform}`}
              >
                <Pencil aria-hidden className="size-4" />
              </Button>
            }
          />
          <DeleteDeliverable dealId={dealId} deliverable={d} />
        </div>
      )
    : creator
      ? (d: Deliverable) =>
          CREATOR_SUBMITTABLE_FROM.includes(d.status) ? (
            <SubmitDeliverableDialog dealId={dealId} deliverable={d} />
          ) : null
      : undefined;
  return (
    <DataList
      label="Deliverables"
      rows={items}
      rowKey={(d) => d.id}
      columns={columns}
      actions={actions}
      tableFrom="56rem"
    />
  );
}
