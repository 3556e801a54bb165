import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, agencyDateNow } from "~/domain/clock";
import type { Invoice, Statement } from "~/domain/invoices";
import {
  dealSettlements,
  deals,
  emailAttachments,
  emailOutbox,
  invoicePayments,
  invoices,
  payouts,
  talentAssignments,
} from "../../db/schema";
import { call, signedInAs } from "../../testing/auth";
import { createTestContext, type TestContext } from "../../testing/context";
import { createTestDeal } from "../../testing/deals";
import { queueInvoiceReminders } from "./mail";

/* Issue 38: invoices, payments, the split, statements and payouts, through the API. */

let ctx: TestContext;
type Who = { cookie: string; id: string; name: string };
let manager: Who;
let manager2: Who;
let creator: Who;
let other: Who;
let editor: Who;

beforeAll(async () => {
  ctx = await createTestContext();
  manager = await signedInAs(ctx, "manager", { name: "Mia Manager" });
  manager2 = await signedInAs(ctx, "manager", { name: "Max Manager" });
  creator = await signedInAs(ctx, "creator", { name: "Cleo Creator" });
  other = await signedInAs(ctx, "creator", { name: "Otto Other" });
  editor = await signedInAs(ctx, "editor");
  await ctx.deps.db.insert(talentAssignments).values({ creatorId: creator.id, managerId: manager.id });
});
afterAll(() => ctx.close());

const send = (who: Who | null, method: string, path: string, json?: unknown) =>
  call(ctx, `/api${path}`, { method, cookie: who?.cookie, json });

const fee = (unitMinor = 500_000) => ({
  lines: [{ description: "Sponsored video", quantity: 1, unitMinor }],
  termsDays: 30,
});

async function dealWithBrandEmail(fields: Parameters<typeof createTestDeal>[1] = { creatorId: creator.id }) {
  const deal = await createTestDeal(ctx.deps.db, { stage: "Contracted", ...fields });
  await ctx.deps.db.execute(
    sql`update brands set billing_email = 'ap@brand.test', billing_legal_name = 'Brand Legal Ltd'
      where id = ${deal.brandId}`,
  );
  return deal;
}

async function draft(dealId: string, body: object = fee()) {
  const res = await send(manager, "POST", `/deals/${dealId}/invoices`, body);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as Invoice;
}

async function issued(dealId: string, body: object = fee()) {
  const made = await draft(dealId, body);
  const res = await send(manager, "POST", `/invoices/${made.id}/issue`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Invoice;
}

const pay = (id: string, amountMinor: number, who = manager) =>
  send(who, "POST", `/invoices/${id}/payments`, {
    paidOn: agencyDateNow(),
    amountMinor,
    method: "Bank transfer",
    reference: "TX-1",
  });

const stageOf = async (id: string) =>
  (await ctx.deps.db.select({ stage: deals.stage }).from(deals).where(eq(deals.id, id)))[0]!.stage;

describe("invoices", () => {
  it("issues a draft once: a number of the year's sequence, dates, parties; the deal to Invoiced; the PDF mailed", async () => {
    const deal = await dealWithBrandEmail();
    const made = await draft(deal.id, {
      lines: [
        { description: "Dedicated video", quantity: 1, unitMinor: 400_000 },
        { description: "Shorts", quantity: 3, unitMinor: 33_333 },
      ],
      taxBps: 2000,
      termsDays: 15,
      note: "Thank you",
    });
    expect(made).toMatchObject({
      status: "Draft",
      number: null,
      currency: "USD",
      subtotalMinor: "499999",
      taxMinor: "100000",
      totalMinor: "599999",
      balanceMinor: "0",
    });
    const res = await send(manager, "POST", `/invoices/${made.id}/issue`);
    expect(res.status).toBe(200);
    const invoice = (await res.json()) as Invoice;
    const today = agencyDateNow();
    expect(invoice.number).toMatch(new RegExp(`^${today.slice(0, 4)}-\\d{4}$`));
    expect(invoice).toMatchObject({
      status: "Issued",
      issueDate: today,
      dueDate: addDays(today, 15),
      balanceMinor: "599999",
      buyer: { name: "Brand Legal Ltd", email: "ap@brand.test" },
      seller: { name: expect.stringContaining("CreatorDesk") },
    });
    expect(await stageOf(deal.id)).toBe("Invoiced");

    // an issued invoice never changes, and is not deleted
    expect((await send(manager, "PUT", `/invoices/${made.id}`, fee(1))).status).toBe(409);
    expect((await send(manager, "DELETE", `/invoices/${made.id}`)).status).toBe(409);
    expect((await send(manager, "POST", `/invoices/${made.id}/issue`)).status).toBe(409);
    // nor is its deal
    expect((await send(manager, "DELETE", `/deals/${deal.id}`)).status).toBe(409);

    // the brand's billing contact is mailed the PDF (after the commit, by the subscriber)
    const [mail] = await ctx.deps.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, `Invoice ${invoice.number} from CreatorDesk Talent Agency LLC`));
    expect(mail?.to).toBe("ap@brand.test");
    const [file] = await ctx.deps.db
      .select()
      .from(emailAttachments)
      .where(eq(emailAttachments.emailId, mail!.id));
    expect(file).toMatchObject({
      filename: `invoice-${invoice.number}.pdf`,
      contentType: "application/pdf",
      encoding: "base64",
    });
    expect(Buffer.from(file!.content, "base64").subarray(0, 5).toString()).toBe("%PDF-");

    // the PDF downloads, as an attachment
    const pdf = await send(manager, "GET", `/invoices/${made.id}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toContain(`invoice-${invoice.number}.pdf`);
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("keeps drafts editable and deletable, refuses a deal not yet contracted, and charges no reverse-charged tax", async () => {
    const lead = await createTestDeal(ctx.deps.db, { creatorId: creator.id, stage: "Lead" });
    expect((await send(manager, "POST", `/deals/${lead.id}/invoices`, fee())).status).toBe(409);
    const deal = await createTestDeal(ctx.deps.db, {
      creatorId: creator.id,
      currency: "JPY",
      valueMinor: 100_000,
    });
    const made = await draft(deal.id, fee(100_000));
    expect(made.currency).toBe("JPY");
    const res = await send(manager, "PUT", `/invoices/${made.id}`, {
      ...fee(120_000),
      taxBps: 1900,
      reverseCharge: true,
      taxNote: "VAT reverse charge, Article 196",
    });
    expect(await res.json()).toMatchObject({ subtotalMinor: "120000", taxMinor: "0", totalMinor: "120000" });
    expect((await send(manager, "DELETE", `/invoices/${made.id}`)).status).toBe(204);
    expect(await ctx.deps.db.select().from(invoices).where(eq(invoices.id, made.id))).toEqual([]);
  });

  it("numbers 20 invoices issued at once 1 to 20 in a row: no gap, no duplicate", async () => {
    const year = Number(agencyDateNow().slice(0, 4));
    const deal = await createTestDeal(ctx.deps.db, { creatorId: other.id });
    const drafts = await Promise.all(Array.from({ length: 20 }, () => draft(deal.id)));
    const [before] = await ctx.deps.db
      .execute<{ last: number }>(
        sql`select coalesce((select last from invoice_counters where agency = 'main' and year = ${year}), 0) as last`,
      )
      .then((r) => (r as unknown as { rows: { last: number }[] }).rows);
    const answers = await Promise.all(drafts.map((d) => send(manager, "POST", `/invoices/${d.id}/issue`)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const numbers = (await Promise.all(answers.map((a) => a.json() as Promise<Invoice>)))
      .map((i) => Number(i.number!.slice(5)))
      .sort((a, b) => a - b);
    const first = Number(before!.last) + 1;
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => first + i));
  });

  it("corrects an issued invoice by a credit note of its own number, never more than is due; voids only an untouched one", async () => {
    const deal = await createTestDeal(ctx.deps.db, { creatorId: other.id });
    const invoice = await issued(deal.id, fee(100_000));
    const tooMuch = await send(manager, "POST", `/invoices/${invoice.id}/credit-notes`, {
      lines: [{ description: "Too much", quantity: 1, unitMinor: 100_001 }],
    });
    expect(tooMuch.status).toBe(409);
    const res = await send(manager, "POST", `/invoices/${invoice.id}/credit-notes`, {
      lines: [{ description: "One short less", quantity: 1, unitMinor: 30_000 }],
      note: "A short was dropped",
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const note = (await res.json()) as Invoice;
    expect(note).toMatchObject({
      kind: "credit_note",
      status: "Issued",
      creditOf: { id: invoice.id, number: invoice.number },
      totalMinor: "30000",
    });
    expect(note.number).not.toBe(invoice.number);
    const after = (await (await send(manager, "GET", `/invoices/${invoice.id}`)).json()) as Invoice;
    expect(after).toMatchObject({ creditedMinor: "30000", balanceMinor: "70000", status: "Issued" });
    // credited: no longer voidable; an untouched one is, and keeps its number
    expect((await send(manager, "POST", `/invoices/${invoice.id}/void`)).status).toBe(409);
    const untouched = await issued(deal.id, fee(5));
    const voided = await send(manager, "POST", `/invoices/${untouched.id}/void`);
    expect(await voided.json()).toMatchObject({ status: "Void", number: untouched.number });
    expect((await pay(untouched.id, 5)).status).toBe(409);
  });
});

describe("payments", () => {
  it("takes a partial then a final payment, refuses an overpayment, and settles the deal: Paid, split, owed", async () => {
    await send(manager, "PUT", `/managers/${manager.id}/commission-share`, { shareBps: 2500 });
    const deal = await dealWithBrandEmail({
      creatorId: creator.id,
      valueMinor: 333_333,
      commissionBps: 2000,
    });
    const invoice = await issued(deal.id, { ...fee(333_333), taxBps: 1000 });
    expect(invoice.totalMinor).toBe("366666");

    const partial = await pay(invoice.id, 100_000);
    expect(partial.status).toBe(201);
    expect(await partial.json()).toMatchObject({
      status: "Partially paid",
      paidMinor: "100000",
      balanceMinor: "266666",
    });
    const over = await pay(invoice.id, 266_667);
    expect(over.status).toBe(409);
    expect(await over.json()).toMatchObject({ code: "overpayment", balanceMinor: "266666" });
    expect(await stageOf(deal.id)).toBe("Invoiced");

    const final = await pay(invoice.id, 266_666);
    expect(await final.json()).toMatchObject({ status: "Paid", balanceMinor: "0" });
    expect(await stageOf(deal.id)).toBe("Paid");
    expect((await pay(invoice.id, 1)).status).toBe(409);

    // the split of what the brand paid for, before tax: 20% commission, a quarter of it to the manager
    const [settled] = await ctx.deps.db
      .select()
      .from(dealSettlements)
      .where(eq(dealSettlements.dealId, deal.id));
    expect(settled).toMatchObject({
      creatorId: creator.id,
      managerId: manager.id,
      grossMinor: 333_333,
      commissionMinor: 66_667,
      creatorMinor: 266_666,
      managerMinor: 16_666,
      agencyMinor: 50_001,
    });
    const split = await (await send(manager, "GET", `/deals/${deal.id}/split`)).json();
    expect(split).toMatchObject({ shareBps: 2500, agencyMinor: "50001", remainderMinor: "0.75" });
  });

  it("of two managers recording the last payment at once, one succeeds: one Paid, one settlement", async () => {
    const deal = await createTestDeal(ctx.deps.db, { creatorId: creator.id, stage: "Delivered" });
    const invoice = await issued(deal.id, fee(200_000));
    expect((await pay(invoice.id, 50_000)).status).toBe(201);
    const answers = await Promise.all([
      pay(invoice.id, 150_000, manager),
      pay(invoice.id, 150_000, manager2),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const rows = await ctx.deps.db
      .select()
      .from(invoicePayments)
      .where(eq(invoicePayments.invoiceId, invoice.id));
    expect(rows.reduce((sum, row) => sum + row.amountMinor, 0)).toBe(200_000);
    expect(
      await ctx.deps.db.select().from(dealSettlements).where(eq(dealSettlements.dealId, deal.id)),
    ).toHaveLength(1);
    expect(await stageOf(deal.id)).toBe("Paid");
  });

  it("settles a deal with two invoices only when both are paid, and a deal's own share overrides the manager's", async () => {
    const deal = await createTestDeal(ctx.deps.db, { creatorId: creator.id, valueMinor: 1_000 });
    await send(manager, "PUT", `/deals/${deal.id}/split`, { shareBps: 10_000 });
    const first = await issued(deal.id, fee(400));
    const second = await issued(deal.id, fee(600));
    await pay(first.id, 400);
    expect(await stageOf(deal.id)).toBe("Invoiced");
    await pay(second.id, 600);
    expect(await stageOf(deal.id)).toBe("Paid");
    const [settled] = await ctx.deps.db
      .select()
      .from(dealSettlements)
      .where(eq(dealSettlements.dealId, deal.id));
    expect(settled).toMatchObject({
      grossMinor: 1_000,
      commissionMinor: 200,
      managerMinor: 200,
      agencyMinor: 0,
    });
  });

  it("voids an invoice credited in full before any payment, and settles the deal on its other, paid invoice", async () => {
    const deal = await createTestDeal(ctx.deps.db, { creatorId: creator.id, valueMinor: 700 });
    const paidOne = await issued(deal.id, fee(700));
    const cancelled = await issued(deal.id, fee(300));
    await pay(paidOne.id, 700);
    expect(await stageOf(deal.id)).toBe("Invoiced");
    const credit = await send(manager, "POST", `/invoices/${cancelled.id}/credit-notes`, {
      lines: [{ description: "Not delivered", quantity: 1, unitMinor: 300 }],
    });
    expect(credit.status).toBe(201);
    expect((await (await send(manager, "GET", `/invoices/${cancelled.id}`)).json()).status).toBe("Void");
    expect(await stageOf(deal.id)).toBe("Paid");
    const [settled] = await ctx.deps.db
      .select()
      .from(dealSettlements)
      .where(eq(dealSettlements.dealId, deal.id));
    expect(settled?.grossMinor).toBe(700);
  });

  it("lists overdue invoices, counts them in the triage, and reminds the brand at 3, 7 and 14 days", async () => {
    const deal = await dealWithBrandEmail({ creatorId: creator.id });
    const invoice = await issued(deal.id, fee(1_000));
    const setDue = (days: number) =>
      ctx.deps.db
        .update(invoices)
        .set({ dueDate: addDays(agencyDateNow(), -days) })
        .where(eq(invoices.id, invoice.id));
    const reminders = async () =>
      (
        await ctx.deps.db
          .select()
          .from(emailOutbox)
          .where(sql`${emailOutbox.subject} like ${`Reminder: invoice ${invoice.number}%`}`)
      ).length;
    await setDue(2);
    expect(await queueInvoiceReminders({ db: ctx.deps.db, days: [3, 7, 14] })).toBe(0);
    await setDue(3);
    expect(await queueInvoiceReminders({ db: ctx.deps.db, days: [3, 7, 14] })).toBe(1);
    expect(await queueInvoiceReminders({ db: ctx.deps.db, days: [3, 7, 14] })).toBe(0);
    await setDue(20); // past 7 and 14: one reminder, not two
    expect(await queueInvoiceReminders({ db: ctx.deps.db, days: [3, 7, 14] })).toBe(1);
    expect(await reminders()).toBe(2);
    expect(await queueInvoiceReminders({ db: ctx.deps.db, days: [3, 7, 14] })).toBe(0);

    const list = await (await send(manager, "GET", "/invoices?status=overdue&pageSize=100")).json();
    expect(list.items.find((i: Invoice) => i.id === invoice.id)).toMatchObject({ daysOverdue: 20 });
    const triage = await (await send(manager, "GET", "/admin/triage")).json();
    const count = triage.counts.find((c: { key: string }) => c.key === "overdue_invoices");
    expect(count.count).toBeGreaterThanOrEqual(1);
    await pay(invoice.id, 1_000);
    const after = await (await send(manager, "GET", "/invoices?status=overdue&pageSize=100")).json();
    expect(after.items.find((i: Invoice) => i.id === invoice.id)).toBeUndefined();
  });
});

describe("statements and payouts", () => {
  it("shows a creator their own statement only; a payout marks the lines paid, once", async () => {
    const deal = await createTestDeal(ctx.deps.db, {
      creatorId: other.id,
      valueMinor: 10_000,
      title: "Other's deal",
    });
    const invoice = await issued(deal.id, fee(10_000));
    await pay(invoice.id, 10_000);
    const mine = (await (await send(other, "GET", "/statements")).json()) as Statement;
    expect(mine.lines.map((l) => l.dealTitle)).toEqual(["Other's deal"]);
    expect(mine.lines[0]).toMatchObject({
      grossMinor: "10000",
      commissionMinor: "2000",
      amountMinor: "8000",
      paid: false,
    });
    expect(mine.totals).toEqual([
      { currency: "USD", earnedMinor: "8000", paidOutMinor: "0", owedMinor: "8000" },
    ]);
    // nobody else's: the same 404 for a creator asking for another's, or for a manager's
    expect((await send(creator, "GET", `/statements?payeeId=${other.id}`)).status).toBe(404);
    expect((await send(other, "GET", `/statements?payeeId=${other.id}&role=manager`)).status).toBe(404);
    expect((await send(editor, "GET", "/statements")).status).toBe(403);
    // a manager reads it, and their own share's statement
    expect((await send(manager, "GET", `/statements?payeeId=${other.id}`)).status).toBe(200);

    // a payout of what is owed; the amount must be what is owed now; two at once: one payout
    const body = {
      payeeId: other.id,
      role: "creator",
      currency: "USD",
      amountMinor: 8_000,
      paidOn: agencyDateNow(),
      method: "Bank transfer",
      reference: "PAY-7",
    };
    expect((await send(manager, "POST", "/payouts", { ...body, amountMinor: 7_999 })).status).toBe(409);
    const answers = await Promise.all([
      send(manager, "POST", "/payouts", body),
      send(manager2, "POST", "/payouts", body),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(await ctx.deps.db.select().from(payouts).where(eq(payouts.payeeId, other.id))).toHaveLength(1);
    const paid = (await (await send(other, "GET", "/statements")).json()) as Statement;
    expect(paid.lines[0]!.paid).toBe(true);
    expect(paid.payouts).toMatchObject([
      { amountMinor: "8000", method: "Bank transfer", reference: "PAY-7", lines: 1 },
    ]);
    expect(paid.totals).toEqual([
      { currency: "USD", earnedMinor: "8000", paidOutMinor: "8000", owedMinor: "0" },
    ]);

    const csv = await send(other, "GET", "/statements/csv");
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const text = await csv.text();
    expect(text).toContain("Deal,");
    expect(text).toContain("Other's deal");
    expect(text).toContain("80.00");
    const pdf = await send(other, "GET", "/statements/pdf");
    expect(pdf.status).toBe(200);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
  });

  it("gives the manager their share's statement", async () => {
    const statement = (await (await send(manager, "GET", "/statements?role=manager")).json()) as Statement;
    expect(statement.role).toBe("manager");
    expect(statement.lines.length).toBeGreaterThan(0);
    expect(statement.lines.every((l) => BigInt(l.amountMinor) <= BigInt(l.commissionMinor))).toBe(true);
  });
});

describe("the revenue page's money loop", () => {
  it("ages receivables, sums cash by month, splits commission and what is payable, per currency, exactly", async () => {
    // a currency of this test alone: CHF
    const deal = await createTestDeal(ctx.deps.db, {
      creatorId: creator.id,
      currency: "CHF",
      valueMinor: 10_000,
    });
    const young = await issued(deal.id, fee(1_000));
    const old = await issued(deal.id, fee(2_000));
    await ctx.deps.db
      .update(invoices)
      .set({ issueDate: addDays(agencyDateNow(), -75), dueDate: addDays(agencyDateNow(), -45) })
      .where(eq(invoices.id, old.id));
    await pay(young.id, 400);
    const report = await (await send(manager, "GET", "/revenue/ledger?currency=CHF")).json();
    expect(report.receivables).toEqual({
      issuedMinor: "2600",
      overdueMinor: "2000",
      ages: [
        { age: "0-30", dueMinor: "600" },
        { age: "31-60", dueMinor: "0" },
        { age: "61-90", dueMinor: "2000" },
        { age: "90+", dueMinor: "0" },
      ],
    });
    expect(report.cash.at(-1)).toEqual({ month: agencyDateNow().slice(0, 7), receivedMinor: "400" });
    expect(report.cash).toHaveLength(12);
    expect(report.payable).toEqual({ creatorsMinor: "0", managersMinor: "0" });

    // paid in full: the split of 3,000 at 20% (600): the manager's 25% (150), the agency 450, the creator 2,400
    await pay(young.id, 600);
    await pay(old.id, 2_000);
    const paid = await (await send(manager, "GET", "/revenue/ledger?currency=CHF")).json();
    expect(paid.receivables.issuedMinor).toBe("0");
    expect(paid.commission).toEqual({
      agencyMinor: "450",
      managers: [{ id: manager.id, name: "Mia Manager", shareMinor: "150" }],
    });
    expect(paid.payable).toEqual({ creatorsMinor: "2400", managersMinor: "150" });
    expect(paid.cash.at(-1).receivedMinor).toBe("3000");

    const csv = await (await send(manager, "GET", "/revenue/ledger.csv")).text();
    expect(csv).toContain("Payable,CHF,Creators,24.00");
    expect(csv).toContain("Commission,CHF,Mia Manager,1.50");
  });
});
