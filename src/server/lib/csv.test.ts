import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { CsvNumber, toCsv } from "./csv";

const parsed = (csv: string): string[][] => parse(csv, { bom: true, relaxQuotes: false });

describe("toCsv", () => {
  it("quotes cells with quotes, commas and line breaks, doubling the quotes", () => {
    const cells = ['She said "hi", then left', "a,b", "two\nlines", "cr\rhere", "plain"];
    const csv = toCsv([cells]);
    expect(csv).toBe('\uFEFF"She said ""hi"", then left","a,b","two\nlines","cr\rhere",plain\r\n');
    expect(parsed(csv)).toEqual([cells]);
  });

  it("neutralises text that a spreadsheet would run as a formula, and keeps its text", () => {
    const formulas = [
      "=cmd|' /C calc'!A0",
      '=HYPERLINK("https://evil.example","Click")',
      "+1+2",
      "-2+3",
      "@SUM(A1:A2)",
      "\tindented",
      "\rreturn",
      "＝1+1",
    ];
    const csv = toCsv([formulas]);
    const [row] = parsed(csv);
    expect(row).toEqual(formulas.map((text) => `'${text}`));
    for (const cell of row!) expect(cell.startsWith("'")).toBe(true);
    // and as written: every one quoted
    expect(csv).toContain(`"'=cmd|' /C calc'!A0"`);
  });

  it("leaves ordinary text, and text with a formula character later on, as it is", () => {
    const csv = toCsv([["Ada Lovelace", "a=b", "O'Brien", "1-2", ""]]);
    expect(csv).toBe("\uFEFFAda Lovelace,a=b,O'Brien,1-2,\r\n");
  });

  it("writes numbers and decimals unquoted and never prefixed, negative ones too", () => {
    const csv = toCsv([[0, 12, -3, new CsvNumber("1234.05"), new CsvNumber("-0.01"), null, undefined]]);
    expect(csv).toBe("\uFEFF0,12,-3,1234.05,-0.01,,\r\n");
  });

  it("accepts only exact numbers as numbers", () => {
    expect(() => new CsvNumber("=1+1")).toThrow();
    expect(() => new CsvNumber("1e3")).toThrow();
    expect(() => new CsvNumber("1,000")).toThrow();
    expect(() => toCsv([[0.1]])).toThrow();
    expect(() => toCsv([[2 ** 53]])).toThrow();
  });

  it("ends every line with CRLF, the header first", () => {
    expect(
      toCsv([
        ["A", "B"],
        [1, 2],
      ]),
    ).toBe("\uFEFFA,B\r\n1,2\r\n");
    expect(toCsv([])).toBe("\uFEFF");
  });
});
