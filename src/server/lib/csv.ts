/*
 * Writes CSV (RFC 4180) that a spreadsheet opens safely. The codebase reads CSV with csv-parse but had no
 * writer, and none is installed: this is the one.
 *
 * - Text cells: a cell with a quote, a comma, CR or LF is quoted and its quotes doubled.
 * - Formula injection (OWASP "CSV Injection"): a text cell that starts with =, +, -, @, tab or CR (or their
 *   full-width forms, which some spreadsheets also read as formulas) is prefixed with a single quote and
 *   quoted, so that `=HYPERLINK(...)` or `@SUM(...)` in a creator's name is shown as text, never run.
 * - Number cells are written as they are, never prefixed: only integers and plain decimals ("-12.50") are
 *   accepted as numbers, so nothing that could be a formula passes as one.
 * - Lines end in CRLF; the file starts with a UTF-8 byte-order mark, so that Excel reads names in any script.
 */

/** A number cell: an integer, or a plain decimal string such as moneyInputValue gives ("1234.05"). */
export class CsvNumber {
  constructor(readonly text: string) {
    if (!/^-?\d+(\.\d+)?$/.test(text)) throw new Error(`Not a plain decimal: ${JSON.stringify(text)}`);
  }
}

export type CsvCell = string | number | CsvNumber | null | undefined;

const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
const NEEDS_QUOTES = /[",\r\n]/;

function cellText(cell: CsvCell): string {
  if (cell === null || cell === undefined) return "";
  if (cell instanceof CsvNumber) return cell.text;
  if (typeof cell === "number") {
    if (!Number.isSafeInteger(cell)) throw new Error(`Not an exact integer: ${cell}`);
    return String(cell);
  }
  const neutralised = FORMULA_START.test(cell);
  const text = neutralised ? `'${cell}` : cell;
  return neutralised || NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The CSV file of `rows` (the first is usually the header). */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return `\uFEFF${rows.map((row) => `${row.map(cellText).join(",")}\r\n`).join("")}`;
}
