import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { agencyBilling } from "~/content/agency";
import { agencyDateNow, formatDay } from "~/domain/clock";
import { formatMoney } from "~/domain/deals";
import type { EventPayload } from "~/domain/events";
import type { Invoice, Statement } from "~/domain/invoices";
import type { AppDeps } from "../../context";
import type { CpuTask } from "../../cpu-tasks";
import type { Db } from "../../db/client";
import { invoices } from "../../db/schema";
import type { Subscriber } from "../../events/events";
import { runPeriodically } from "../../events/jobs";
import { cpuPool } from "../../lib/cpu-pool";
import { enqueueEmail } from "../../mail/outbox";
import { notify } from "../notifications";
import { readInvoice } from "./invoices";

/* The invoice's PDF and its emails (issue 38): rendered in the CPU pool, sent through the outbox. */

/** The invoice's PDF, drawn by a worker thread (never on the event loop). */
export async function invoicePdf(invoice: Invoice): Promise<Uint8Array> {
  const task: CpuTask = {
    name: "invoicePdf",
    invoice: { ...invoice, paymentInstructions: agencyBilling.paymentInstructions },
  };
  return cpuPool().run(task);
}

export async function statementPdf(statement: Statement): Promise<Uint8Array> {
  const task: CpuTask = { name: "statementPdf", statement: { ...statement, agencyName: agencyBilling.name } };
  return cpuPool().run(task);
}

export const invoiceFileName = (invoice: Pick<Invoice, "number" | "kind">) =>
  `${invoice.kind === "credit_note" ? "credit-note" : "invoice"}-${invoice.number ?? "draft"}.pdf`;

/** Queues the email of `invoice` to its buyer's billing contact with the PDF attached (none without one). */
async function mailInvoice(tx: Db, invoice: Invoice, subject: string, intro: string) {
  const to = invoice.buyer?.email;
  if (!to) return false;
  const pdf = await invoicePdf(invoice);
  const lines = [
    `Hello ${invoice.buyer?.name ?? ""},`,
    "",
    intro,
    "",
    `Total: ${formatMoney(invoice.totalMinor, invoice.currency)}`,
    invoice.kind === "invoice"
      ? `Due: ${formatMoney(invoice.balanceMinor, invoice.currency)} by ${invoice.dueDate ? formatDay(invoice.dueDate, { year: "numeric" }) : ""}`
      : "",
    "",
    agencyBilling.paymentInstructions,
    "",
    agencyBilling.name,
  ];
  await enqueueEmail(tx, {
    to,
    replyTo: agencyBilling.email,
    subject,
    text: lines.filter((line, i) => line !== "" || lines[i - 1] !== "").join("\n"),
    attachments: [
      {
        filename: invoiceFileName(invoice),
        contentType: "application/pdf",
        content: Buffer.from(pdf).toString("base64"),
        encoding: "base64",
      },
    ],
  });
  return true;
}

type Tx = Parameters<Subscriber["handle"]>[0];

/** An issued invoice (or credit note) is emailed to the brand's billing contact, with its PDF. */
export const invoiceMailSubscriber: Subscriber<"invoice.issued"> = {
  name: "ledger.invoice-mail",
  types: ["invoice.issued"],
  handle: async (tx: Tx, payload: EventPayload<"invoice.issued">) => {
    const invoice = await readInvoice(tx, payload.invoiceId);
    const credit = invoice.kind === "credit_note";
    await mailInvoice(
      tx as unknown as Db,
      invoice,
      `${credit ? "Credit note" : "Invoice"} ${invoice.number} from ${agencyBilling.name}`,
      credit
        ? `Please find attached our credit note ${invoice.number}, against invoice ${invoice.creditOf?.number ?? ""}.`
        : `Please find attached our invoice ${invoice.number} for ${invoice.deal.title}.`,
    );
  },
};

/** A settled deal: its creator hears what they are owed, their manager their share. */
export const settledNoticesSubscriber: Subscriber<"deal.settled"> = {
  name: "ledger.settled-notices",
  types: ["deal.settled"],
  handle: async (tx: Tx, payload: EventPayload<"deal.settled">) => {
    const { deal } = payload;
    await notify(tx, {
      to: [deal.creatorId],
      actor: payload.actor,
      kind: "deal",
      subject: { type: "deal", id: deal.id },
      title: `The brand paid '${deal.title}': ${formatMoney(payload.creatorMinor, payload.currency)} is owed to you`,
      link: "/creator-dashboard/deals#statement",
    });
    if (payload.managerId && payload.managerMinor !== "0")
      await notify(tx, {
        to: [payload.managerId],
        actor: payload.actor,
        kind: "deal",
        subject: { type: "deal", id: deal.id },
        title: `Your share of '${deal.title}': ${formatMoney(payload.managerMinor, payload.currency)}`,
        link: "/talent-dashboard/statements",
      });
  },
};

/** The days past due at which the brand is reminded (INVOICE_REMINDER_DAYS: "3,7,14"). */
const reminderDays = (setting: string) =>
  setting
    .split(",")
    .map((day) => Number(day.trim()))
    .filter((day) => Number.isInteger(day) && day > 0)
    .sort((a, b) => a - b);

/**
 * Queues the reminders that are due: an open invoice `d` days past due whose reminders sent are fewer than
 * the days of the setting that `d` has reached gets one email (a reminder missed while the server was down is
 * not sent twice: one for the latest step reached). Locked with SKIP LOCKED, so two instances never send the
 * same one; the count moves in the transaction that queues the email.
 */
export async function queueInvoiceReminders(deps: Pick<AppDeps, "db"> & { days: number[] }) {
  if (deps.days.length === 0) return 0;
  const today = agencyDateNow();
  return deps.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: invoices.id, dueDate: invoices.dueDate, remindersSent: invoices.remindersSent })
      .from(invoices)
      .where(
        and(
          eq(invoices.kind, "invoice"),
          inArray(invoices.status, ["Issued", "Partially paid"]),
          sql`${invoices.dueDate} < ${today}::date`,
          sql`${invoices.remindersSent} < ${deps.days.length}`,
        ),
      )
      .orderBy(asc(invoices.dueDate))
      .limit(50)
      .for("update", { skipLocked: true });
    let queued = 0;
    for (const row of due) {
      const late = Math.round(
        (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${row.dueDate}T00:00:00Z`)) / 86_400_000,
      );
      const reached = deps.days.filter((day) => late >= day).length;
      if (reached <= row.remindersSent) continue;
      const invoice = await readInvoice(tx, row.id);
      const sent = await mailInvoice(
        tx as unknown as Db,
        invoice,
        `Reminder: invoice ${invoice.number} is ${late} days past due`,
        `Our invoice ${invoice.number} for ${invoice.deal.title} was due on ${formatDay(row.dueDate!, { year: "numeric" })}, ${late} days ago. If you have paid it, thank you and please ignore this reminder.`,
      );
      await tx.update(invoices).set({ remindersSent: reached }).where(eq(invoices.id, row.id));
      if (sent) queued++;
    }
    return queued;
  });
}

/** Every hour, across the instances: the reminders of overdue invoices. */
export function startInvoiceReminders(
  deps: Pick<AppDeps, "db" | "logger" | "availability" | "env" | "kickOutbox">,
) {
  const days = reminderDays(deps.env.INVOICE_REMINDER_DAYS);
  return runPeriodically(deps, 60 * 60_000, "invoice reminders", async () => {
    if ((await queueInvoiceReminders({ db: deps.db, days })) > 0) deps.kickOutbox?.();
  });
}
