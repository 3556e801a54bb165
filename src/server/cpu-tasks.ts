import sharp from "sharp";
import {
  countPages,
  p12Subject,
  renderTemplate,
  type SealInput,
  sealPdf,
  selfSignedP12,
  type TemplateFacts,
} from "./features/contracts/pdf";
import {
  type InvoicePdfData,
  renderInvoicePdf,
  renderStatementPdf,
  type StatementPdfData,
} from "./features/ledger/pdf";
import {
  CsvImportError,
  type CsvProblem,
  type ParsedStats,
  parseStatsCsv,
} from "./features/performance/csv-import";

/*
 * What the CPU pool's threads run (lib/cpu-pool.ts): each task is a named function of plain, cloneable
 * input and output. Errors cross the thread boundary as values, not as classes.
 */

export type CpuTask =
  | { name: "parseStatsCsv"; data: Uint8Array }
  /** an image's (or a video frame's) thumbnail: at most `width` wide, WebP (issue 22) */
  | { name: "thumbnail"; data: Uint8Array; width: number }
  /** issue 37: a contract's PDF work (features/contracts/pdf.ts) */
  | { name: "contractTemplate"; facts: TemplateFacts; clauses: { heading: string; body: string }[] }
  | { name: "contractPages"; data: Uint8Array }
  | { name: "sealContract"; input: SealInput }
  | { name: "selfSignedP12"; agency: string; passphrase: string }
  | { name: "p12Subject"; data: Uint8Array; passphrase: string }
  /** issue 38: an invoice's or a statement's PDF */
  | { name: "invoicePdf"; invoice: InvoicePdfData }
  | { name: "statementPdf"; statement: StatementPdfData };

export type ParseStatsOutcome = { ok: true; parsed: ParsedStats } | { ok: false; problems: CsvProblem[] };

/**
 * A thumbnail, and the dimensions of the image it was made from, upright (EXIF orientation applied); or why
 * the bytes could not be read as an image.
 */
export type ThumbnailOutcome =
  | { ok: true; webp: Uint8Array; width: number; height: number }
  | { ok: false; reason: string };

async function thumbnail(data: Uint8Array, width: number): Promise<ThumbnailOutcome> {
  try {
    // the first frame of an animation; a decoding error is not worked around (failOn's default)
    const image = sharp(data, { pages: 1 });
    const { autoOrient } = await image.metadata();
    const { data: webp } = await image
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return { ok: true, webp: new Uint8Array(webp), width: autoOrient.width, height: autoOrient.height };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}

export default function run(task: CpuTask): unknown {
  switch (task.name) {
    case "parseStatsCsv":
      try {
        const data = Buffer.from(task.data.buffer, task.data.byteOffset, task.data.byteLength);
        return { ok: true, parsed: parseStatsCsv(data) };
      } catch (error) {
        if (error instanceof CsvImportError) return { ok: false, problems: error.problems };
        throw error;
      }
    case "thumbnail":
      return thumbnail(task.data, task.width);
    case "contractTemplate":
      return renderTemplate(task.facts, task.clauses);
    case "contractPages":
      return countPages(task.data);
    case "sealContract":
      return sealPdf(task.input);
    case "selfSignedP12":
      return selfSignedP12(task.agency, task.passphrase);
    case "p12Subject":
      return p12Subject(task.data, task.passphrase);
    case "invoicePdf":
      return renderInvoicePdf(task.invoice);
    case "statementPdf":
      return renderStatementPdf(task.statement);
  }
}
