import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import { formatDay } from "~/domain/clock";
import { moneyInputValue } from "~/domain/deals";
import type { Invoice, Statement } from "~/domain/invoices";

/*
 * The invoice's and the statement's PDF (issue 38): A4, drawn with pdf-lib in a worker thread of the CPU pool
 * (`src/server/cpu-tasks.ts`), never on the event loop. Plain data in, bytes out. The standard fonts speak
 * WinAnsi only: any other character is drawn as "?" (names in other scripts stay readable on the screens and
 * in the CSV), and amounts are written with the currency's code ("1,234.05 USD"), never a symbol it lacks.
 */

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.42, 0.42, 0.46);
const BRAND = rgb(0.31, 0.27, 0.9);

/** Text the standard fonts can draw: Latin-1 printable characters; the rest become "?". */
const drawable = (value: string) => value.replace(/[^\x20-\x7e\xa0-\xff\n]/g, "?");

/** "1,234.05 USD": the exact decimal with groups, and the code. */
function pdfMoney(minor: string | number, currency: string) {
  const decimal = moneyInputValue(minor, currency);
  const negative = decimal.startsWith("-");
  const [whole, frac] = (negative ? decimal.slice(1) : decimal).split(".");
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${negative ? "-" : ""}${grouped}${frac ? `.${frac}` : ""} ${currency}`;
}

class Sheet {
  page: PDFPage;
  y = A4.height - MARGIN;
  constructor(
    private doc: PDFDocument,
    private font: PDFFont,
    private bold: PDFFont,
  ) {
    this.page = doc.addPage([A4.width, A4.height]);
  }
  /** A new page when fewer than `needed` points are left. */
  room(needed: number) {
    if (this.y - needed >= MARGIN) return;
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN;
  }
  text(
    value: string,
    x: number,
    options: { size?: number; bold?: boolean; color?: typeof INK; right?: boolean } = {},
  ) {
    const size = options.size ?? 10;
    const font = options.bold ? this.bold : this.font;
    const line = drawable(value);
    const width = font.widthOfTextAtSize(line, size);
    this.page.drawText(line, {
      x: options.right ? x - width : x,
      y: this.y,
      size,
      font,
      color: options.color ?? INK,
    });
  }
  /** Lines of text, each moving down. */
  block(value: string, x: number, size = 10, color = INK) {
    for (const line of value.split("\n")) {
      this.room(size + 4);
      this.text(line, x, { size, color });
      this.y -= size + 4;
    }
  }
  rule() {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y + 4 },
      end: { x: A4.width - MARGIN, y: this.y + 4 },
      thickness: 0.5,
      color: MUTED,
    });
    this.y -= 8;
  }
  /** The agency's mark and name at the top. */
  letterhead(name: string) {
    this.page.drawRectangle({ x: MARGIN, y: this.y - 6, width: 26, height: 26, color: BRAND });
    this.page.drawText("CD", {
      x: MARGIN + 4,
      y: this.y + 2,
      size: 11,
      font: this.bold,
      color: rgb(1, 1, 1),
    });
    this.text(name, MARGIN + 36, { size: 14, bold: true });
    this.y -= 40;
  }
}

async function documentWithFonts(title: string) {
  const doc = await PDFDocument.create();
  doc.setTitle(drawable(title));
  doc.setProducer("CreatorDesk");
  doc.setCreationDate(new Date(0));
  doc.setModificationDate(new Date(0));
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  return { doc, sheet: new Sheet(doc, font, bold) };
}

const day = (value: string | null) => (value ? formatDay(value, { year: "numeric" }) : "");

export type InvoicePdfData = Invoice & { paymentInstructions: string };

export async function renderInvoicePdf(invoice: InvoicePdfData): Promise<Uint8Array> {
  const credit = invoice.kind === "credit_note";
  const title = `${credit ? "Credit note" : "Invoice"} ${invoice.number ?? "(draft)"}`;
  const { doc, sheet } = await documentWithFonts(title);
  const seller = invoice.seller ?? { name: "", address: "", email: "", taxId: "" };
  const buyer = invoice.buyer ?? { name: invoice.brand.name, address: "", email: "", taxId: "" };
  const right = A4.width - MARGIN;
  sheet.letterhead(seller.name || "CreatorDesk");
  const top = sheet.y;
  sheet.text(title, right, { size: 16, bold: true, right: true });
  sheet.y -= 18;
  if (invoice.issueDate) sheet.text(`Issued ${day(invoice.issueDate)}`, right, { right: true, color: MUTED });
  sheet.y -= 14;
  if (invoice.dueDate && !credit)
    sheet.text(`Due ${day(invoice.dueDate)} (Net ${invoice.termsDays})`, right, {
      right: true,
      color: MUTED,
    });
  if (invoice.creditOf)
    sheet.text(`Credits invoice ${invoice.creditOf.number ?? ""}`, right, { right: true });
  sheet.y = top;
  sheet.block(seller.address, MARGIN, 9, MUTED);
  sheet.block([seller.email, seller.taxId].filter(Boolean).join("\n"), MARGIN, 9, MUTED);
  sheet.y -= 10;
  sheet.text("Bill to", MARGIN, { bold: true });
  sheet.y -= 14;
  sheet.block([buyer.name, buyer.address, buyer.email, buyer.taxId].filter(Boolean).join("\n"), MARGIN);
  sheet.y -= 6;
  sheet.text(`For: ${invoice.deal.title}`, MARGIN, { color: MUTED });
  sheet.y -= 24;

  const cols = { qty: 330, unit: 430, amount: right };
  sheet.text("Description", MARGIN, { bold: true });
  sheet.text("Qty", cols.qty, { bold: true, right: true });
  sheet.text("Unit price", cols.unit, { bold: true, right: true });
  sheet.text("Amount", cols.amount, { bold: true, right: true });
  sheet.y -= 6;
  sheet.rule();
  for (const line of invoice.lines) {
    sheet.room(16);
    sheet.text(line.description.slice(0, 60), MARGIN);
    sheet.text(String(line.quantity), cols.qty, { right: true });
    sheet.text(pdfMoney(line.unitMinor, invoice.currency), cols.unit, { right: true });
    sheet.text(pdfMoney(line.amountMinor, invoice.currency), cols.amount, { right: true });
    sheet.y -= 16;
  }
  sheet.rule();
  const totals: [string, string, boolean][] = [
    ["Subtotal", invoice.subtotalMinor, false],
    [
      invoice.reverseCharge ? "Tax (reverse charge)" : `Tax ${(invoice.taxBps / 100).toString()}%`,
      invoice.taxMinor,
      false,
    ],
    [credit ? "Total credited" : "Total", invoice.totalMinor, true],
  ];
  if (!credit && invoice.paidMinor !== "0") totals.push(["Paid", invoice.paidMinor, false]);
  if (!credit && invoice.creditedMinor !== "0") totals.push(["Credited", invoice.creditedMinor, false]);
  if (!credit && (invoice.paidMinor !== "0" || invoice.creditedMinor !== "0"))
    totals.push(["Balance due", invoice.balanceMinor, true]);
  for (const [label, amount, strong] of totals) {
    sheet.room(16);
    sheet.text(label, cols.unit, { right: true, bold: strong });
    sheet.text(pdfMoney(amount, invoice.currency), cols.amount, { right: true, bold: strong });
    sheet.y -= 16;
  }
  sheet.y -= 10;
  const taxNote =
    invoice.taxNote || (invoice.reverseCharge ? "Reverse charge: the customer accounts for the tax." : "");
  if (taxNote) sheet.block(taxNote, MARGIN, 9, MUTED);
  if (invoice.note) sheet.block(invoice.note, MARGIN, 9);
  if (!credit) {
    sheet.y -= 10;
    sheet.room(60);
    sheet.text("Payment instructions", MARGIN, { bold: true });
    sheet.y -= 14;
    sheet.block(invoice.paymentInstructions, MARGIN, 9);
  }
  return doc.save();
}

export type StatementPdfData = Statement & { agencyName: string };

export async function renderStatementPdf(statement: StatementPdfData): Promise<Uint8Array> {
  const title = `Statement ${statement.month}: ${statement.payee.name}`;
  const { doc, sheet } = await documentWithFonts(title);
  const right = A4.width - MARGIN;
  sheet.letterhead(statement.agencyName);
  sheet.text(`Statement for ${statement.month}`, MARGIN, { size: 16, bold: true });
  sheet.y -= 18;
  sheet.text(`${statement.payee.name} (${statement.role})`, MARGIN, { color: MUTED });
  sheet.y -= 26;
  const cols = { gross: 330, commission: 420, amount: right };
  sheet.text("Deal", MARGIN, { bold: true });
  sheet.text("Gross", cols.gross, { bold: true, right: true });
  sheet.text("Commission", cols.commission, { bold: true, right: true });
  sheet.text(statement.role === "creator" ? "Net to you" : "Your share", cols.amount, {
    bold: true,
    right: true,
  });
  sheet.y -= 6;
  sheet.rule();
  for (const line of statement.lines) {
    sheet.room(16);
    sheet.text(`${line.dealTitle.slice(0, 34)}${line.paid ? " (paid)" : ""}`, MARGIN);
    sheet.text(pdfMoney(line.grossMinor, line.currency), cols.gross, { right: true });
    sheet.text(pdfMoney(line.commissionMinor, line.currency), cols.commission, { right: true });
    sheet.text(pdfMoney(line.amountMinor, line.currency), cols.amount, { right: true });
    sheet.y -= 16;
  }
  if (statement.lines.length === 0) {
    sheet.text("No deal was paid this month.", MARGIN, { color: MUTED });
    sheet.y -= 16;
  }
  sheet.rule();
  sheet.y -= 6;
  sheet.text("Payouts", MARGIN, { bold: true });
  sheet.y -= 16;
  for (const payout of statement.payouts) {
    sheet.room(16);
    sheet.text(
      `${day(payout.paidOn)}, ${payout.method}${payout.reference ? `, ${payout.reference}` : ""}`,
      MARGIN,
    );
    sheet.text(pdfMoney(payout.amountMinor, payout.currency), cols.amount, { right: true });
    sheet.y -= 16;
  }
  if (statement.payouts.length === 0) {
    sheet.text("No payout this month.", MARGIN, { color: MUTED });
    sheet.y -= 16;
  }
  sheet.y -= 10;
  for (const total of statement.totals) {
    sheet.room(50);
    sheet.text(`Earned (${total.currency})`, cols.commission, { right: true });
    sheet.text(pdfMoney(total.earnedMinor, total.currency), cols.amount, { right: true });
    sheet.y -= 14;
    sheet.text("Paid out", cols.commission, { right: true });
    sheet.text(pdfMoney(total.paidOutMinor, total.currency), cols.amount, { right: true });
    sheet.y -= 14;
    sheet.text("Owed now", cols.commission, { right: true, bold: true });
    sheet.text(pdfMoney(total.owedMinor, total.currency), cols.amount, { right: true, bold: true });
    sheet.y -= 20;
  }
  return doc.save();
}
