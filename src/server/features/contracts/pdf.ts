import { createHash, generateKeyPairSync, randomBytes } from "node:crypto";
import { pdflibAddPlaceholder } from "@signpdf/placeholder-pdf-lib";
import { P12Signer } from "@signpdf/signer-p12";
import { SignPdf } from "@signpdf/signpdf";
import { SUBFILTER_ETSI_CADES_DETACHED } from "@signpdf/utils";
import forge from "node-forge";
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import type { SignatureField, SignerRole } from "~/domain/contracts";

/*
 * The PDF work of a signing (issue 37): rendering the template, counting an upload's pages, sealing the
 * signed document, and making the agency's self-signed certificate. Each is CPU work on up to 20 MB: they run
 * in the worker pool's threads (cpu-tasks.ts), never on the event loop. Plain input, plain output.
 */

export const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.38, 0.38, 0.42);

/** Text a standard font can draw: what WinAnsi has no glyph for becomes "?" (a name in another script). */
function drawable(font: PDFFont, value: string) {
  const known = new Set(font.getCharacterSet());
  return [...value.replace(/[\r\n\t]+/g, " ")]
    .map((ch) => (known.has(ch.codePointAt(0)!) ? ch : "?"))
    .join("");
}

/** Lines of at most `width` points at `size`, broken at spaces (a longer word is cut). */
function wrap(font: PDFFont, value: string, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of drawable(font, value).split("\u2029")) {
    let line = "";
    for (const word of paragraph.split(/ +/)) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) <= width) line = next;
      else {
        if (line) lines.push(line);
        let rest = word;
        while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
          let cut = rest.length - 1;
          while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--;
          lines.push(rest.slice(0, cut));
          rest = rest.slice(cut);
        }
        line = rest;
      }
    }
    lines.push(line);
  }
  return lines;
}

/** Writes flowing text down pages, adding a page when one is full. */
class Writer {
  page: PDFPage;
  y: number;
  constructor(
    private readonly doc: PDFDocument,
    readonly fonts: { regular: PDFFont; bold: PDFFont },
  ) {
    this.page = doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }
  get width() {
    return A4[0] - 2 * MARGIN;
  }
  /** Room for `height` points on this page, else a new page. */
  need(height: number) {
    if (this.y - height < MARGIN) {
      this.page = this.doc.addPage(A4);
      this.y = A4[1] - MARGIN;
    }
  }
  text(
    value: string,
    options: { size?: number; bold?: boolean; color?: ReturnType<typeof rgb>; gap?: number } = {},
  ) {
    const size = options.size ?? 10.5;
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    for (const line of wrap(font, value, size, this.width)) {
      this.need(size * 1.45);
      this.y -= size * 1.45;
      this.page.drawText(line, { x: MARGIN, y: this.y, size, font, color: options.color ?? INK });
    }
    this.y -= options.gap ?? size * 0.6;
  }
}

/** What the template is filled with: the deal's parties, fee, deliverables, dates and usage rights. */
export interface TemplateFacts {
  title: string;
  agency: string;
  brand: string;
  creator: string;
  fee: string;
  deliverables: string[];
  effectiveDate: string;
  usageRights: string;
  signers: { role: SignerRole; name: string }[];
}

/** The agency's contract (its text is the agency's: features/contracts/template-text.ts gives it). */
export async function renderTemplate(
  facts: TemplateFacts,
  clauses: { heading: string; body: string }[],
): Promise<{ pdf: Uint8Array; fields: SignatureField[] }> {
  const doc = await PDFDocument.create();
  doc.setTitle(facts.title);
  doc.setProducer("CreatorDesk");
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const w = new Writer(doc, fonts);
  w.text(facts.title, { size: 18, bold: true, gap: 10 });
  w.text(`Effective date: ${facts.effectiveDate}`, { color: MUTED, gap: 14 });
  w.text("Parties", { size: 12.5, bold: true });
  w.text(`The agency: ${facts.agency}, acting for the creator in this agreement.`);
  w.text(`The brand: ${facts.brand}.`);
  w.text(`The creator: ${facts.creator}.`, { gap: 12 });
  w.text("Fee", { size: 12.5, bold: true });
  w.text(`The brand pays ${facts.fee} for the deliverables below, invoiced by the agency.`, { gap: 12 });
  w.text("Deliverables", { size: 12.5, bold: true });
  if (facts.deliverables.length === 0) w.text("As agreed in writing between the parties.");
  for (const line of facts.deliverables) w.text(`- ${line}`);
  w.y -= 6;
  w.text("Usage rights", { size: 12.5, bold: true });
  w.text(facts.usageRights, { gap: 12 });
  for (const clause of clauses) {
    w.text(clause.heading, { size: 12.5, bold: true });
    w.text(clause.body, { gap: 12 });
  }
  // the signature blocks, in signing order: each signer's box is where their signature is stamped
  const fields: SignatureField[] = [];
  const boxHeight = 70;
  w.text("Signatures", { size: 12.5, bold: true, gap: 8 });
  facts.signers.forEach((signer, index) => {
    w.need(boxHeight + 40);
    const label = `${index + 1}. ${signer.role === "brand" ? "For the brand" : signer.role === "creator" ? "The creator" : "For the agency"}: ${signer.name}`;
    w.text(label, { bold: true, gap: 4 });
    const top = w.y;
    const width = w.width * 0.6;
    w.page.drawRectangle({
      x: MARGIN,
      y: top - boxHeight,
      width,
      height: boxHeight,
      borderColor: rgb(0.75, 0.75, 0.8),
      borderWidth: 0.8,
    });
    fields.push({
      page: doc.getPageCount(),
      x: MARGIN / A4[0],
      y: (A4[1] - top) / A4[1],
      width: width / A4[0],
      height: boxHeight / A4[1],
    });
    w.y = top - boxHeight - 18;
  });
  return { pdf: await doc.save(), fields };
}

/** The pages of an uploaded PDF, or why it cannot be signed (encrypted, broken). */
export async function countPages(
  pdf: Uint8Array,
): Promise<{ ok: true; pages: number } | { ok: false; reason: string }> {
  try {
    const doc = await PDFDocument.load(pdf, { updateMetadata: false });
    return { ok: true, pages: doc.getPageCount() };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}

export interface SealSigner {
  position: number;
  role: SignerRole;
  name: string;
  email: string;
  field: SignatureField;
  signature: { kind: "typed"; text: string } | { kind: "drawn"; image: string };
  signedAt: string;
}

interface SealEvent {
  at: string;
  action: string;
  actorName: string;
  actorEmail: string | null;
  ip: string | null;
  userAgent: string | null;
  detail: string | null;
}

export interface SealInput {
  pdf: Uint8Array;
  contractId: string;
  title: string;
  dealTitle: string;
  documentSha256: string;
  signers: SealSigner[];
  events: SealEvent[];
  p12: Uint8Array;
  passphrase: string;
  certificateSubject: string;
  selfSigned: boolean;
  sealedAt: string;
}

const utc = (iso: string) => `${iso.slice(0, 19).replace("T", " ")} UTC`;

/** Each signer's signature in their box: the typed text in an italic face or the drawn image, and a caption. */
async function stamp(doc: PDFDocument, signers: SealSigner[]) {
  const italic = await doc.embedFont(StandardFonts.TimesRomanItalic);
  const small = await doc.embedFont(StandardFonts.Helvetica);
  const pages = doc.getPages();
  for (const signer of signers) {
    const page = pages[Math.min(signer.field.page, pages.length) - 1]!;
    const { width: pw, height: ph } = page.getSize();
    const box = {
      x: signer.field.x * pw,
      y: ph - (signer.field.y + signer.field.height) * ph,
      width: signer.field.width * pw,
      height: signer.field.height * ph,
    };
    const caption = drawable(small, `${signer.name}, signed ${utc(signer.signedAt)}`);
    const captionSize = Math.min(7, box.height / 6);
    const room = { ...box, y: box.y + captionSize * 1.8, height: box.height - captionSize * 2.2 };
    if (signer.signature.kind === "typed") {
      const text = drawable(italic, signer.signature.text);
      let size = Math.min(room.height * 0.8, 28);
      while (size > 6 && italic.widthOfTextAtSize(text, size) > room.width - 8) size -= 1;
      page.drawText(text, {
        x: room.x + 4,
        y: room.y + (room.height - size) / 2 + 2,
        size,
        font: italic,
        color: rgb(0.05, 0.15, 0.45),
      });
    } else {
      const png = await doc.embedPng(Buffer.from(signer.signature.image.split(",")[1]!, "base64"));
      const scale = Math.min((room.width - 8) / png.width, room.height / png.height);
      page.drawImage(png, { x: room.x + 4, y: room.y, width: png.width * scale, height: png.height * scale });
    }
    page.drawText(caption, {
      x: box.x + 4,
      y: box.y + captionSize * 0.6,
      size: captionSize,
      font: small,
      color: MUTED,
    });
  }
}

/** The certificate of signing, appended: the document, its hashes, the signers and every act. */
async function appendCertificate(doc: PDFDocument, input: SealInput, stampedSha256: string) {
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const w = new Writer(doc, fonts);
  w.text("Certificate of signing", { size: 18, bold: true, gap: 8 });
  w.text(`${input.title} (${input.dealTitle})`, { size: 12, gap: 4 });
  w.text(`Signing ${input.contractId}, sealed ${utc(input.sealedAt)} by CreatorDesk.`, {
    color: MUTED,
    gap: 12,
  });
  w.text("Document", { size: 12.5, bold: true });
  w.text(`SHA-256 of the document as sent for signing: ${input.documentSha256}`, { size: 9 });
  w.text(`SHA-256 of the document with the signatures, before this page: ${stampedSha256}`, { size: 9 });
  w.text(
    `Sealed with a PAdES digital signature over the whole file, by the certificate "${input.certificateSubject}"${input.selfSigned ? ", self-signed by the agency's CreatorDesk (no certificate authority vouches for it)" : ""}. Any change to this file, this page included, breaks that signature.`,
    { size: 9, gap: 12 },
  );
  w.text("Signers, in order", { size: 12.5, bold: true });
  for (const signer of input.signers)
    w.text(
      `${signer.position}. ${signer.name} <${signer.email}>, ${signer.role}, signed ${utc(signer.signedAt)} (${signer.signature.kind} signature)`,
      {
        size: 9.5,
      },
    );
  w.y -= 6;
  w.text("Every act", { size: 12.5, bold: true });
  for (const event of input.events) {
    const who = event.actorEmail ? `${event.actorName} <${event.actorEmail}>` : event.actorName;
    const where = [event.ip && `IP ${event.ip}`, event.userAgent && `agent ${event.userAgent.slice(0, 120)}`]
      .filter(Boolean)
      .join(", ");
    w.text(`${utc(event.at)}  ${event.action}: ${who}${event.detail ? ` (${event.detail})` : ""}`, {
      size: 9,
      gap: 1,
    });
    if (where) w.text(where, { size: 8, color: MUTED, gap: 5 });
  }
}

/**
 * The sealed contract: the signatures stamped in place, the certificate page appended, then a PAdES
 * (ETSI.CAdES.detached) signature over every byte by the agency's PKCS#12 certificate.
 */
export async function sealPdf(input: SealInput) {
  const doc = await PDFDocument.load(input.pdf, { updateMetadata: false });
  await stamp(doc, input.signers);
  const stamped = await doc.save({ useObjectStreams: false });
  const stampedSha256 = sha256(stamped);
  const sealing = await PDFDocument.load(stamped, { updateMetadata: false });
  sealing.setProducer("CreatorDesk");
  sealing.setModificationDate(new Date(input.sealedAt));
  await appendCertificate(sealing, input, stampedSha256);
  pdflibAddPlaceholder({
    pdfDoc: sealing,
    reason: `Signed by ${input.signers.map((s) => s.name).join(", ")}; sealed by CreatorDesk`,
    contactInfo: "",
    name: input.certificateSubject,
    location: "CreatorDesk",
    signingTime: new Date(input.sealedAt),
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    signatureLength: 16384,
    appName: "CreatorDesk",
  });
  const prepared = Buffer.from(await sealing.save({ useObjectStreams: false }));
  const sealed = await new SignPdf().sign(
    prepared,
    new P12Signer(Buffer.from(input.p12), { passphrase: input.passphrase }),
  );
  return { sealed: new Uint8Array(sealed), stampedSha256, sealedSha256: sha256(sealed) };
}

/**
 * A self-signed certificate for sealing (RSA 2048, SHA-256, ten years), as a PKCS#12 file under
 * `passphrase`: what the agency seals with until it configures its own (SIGNING_P12_FILE).
 */
export function selfSignedP12(agency: string, passphrase: string) {
  const pair = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(
    pair.privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
  );
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(
    pair.publicKey.export({ type: "spki", format: "pem" }).toString(),
  );
  cert.serialNumber = `01${randomBytes(8).toString("hex")}`;
  cert.validity.notBefore = new Date(Date.now() - 60_000);
  cert.validity.notAfter = new Date(Date.now() + 10 * 365 * 86_400_000);
  const subject = `${agency} contract seal (self-signed)`;
  const attrs = [
    { name: "commonName", value: subject },
    { name: "organizationName", value: agency },
  ];
  cert.setSubject(attrs);
  cert.setIssuer(attrs);
  cert.setExtensions([
    { name: "basicConstraints", cA: false },
    { name: "keyUsage", digitalSignature: true, nonRepudiation: true },
  ]);
  cert.sign(key, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(key, [cert], passphrase, { algorithm: "aes256" });
  return { p12: new Uint8Array(Buffer.from(forge.asn1.toDer(p12).getBytes(), "binary")), subject };
}

/** The subject's common name of a PKCS#12 file's certificate, or why it cannot be read with `passphrase`. */
export function p12Subject(
  p12: Uint8Array,
  passphrase: string,
): { ok: true; subject: string } | { ok: false; reason: string } {
  try {
    const asn1 = forge.asn1.fromDer(forge.util.createBuffer(Buffer.from(p12).toString("binary")));
    const parsed = forge.pkcs12.pkcs12FromAsn1(asn1, passphrase);
    const bags = parsed.getBags({ bagType: forge.pki.oids.certBag! })[forge.pki.oids.certBag!] ?? [];
    const cert = bags[0]?.cert;
    if (!cert) return { ok: false, reason: "no certificate in the file" };
    return { ok: true, subject: String(cert.subject.getField("CN")?.value ?? "the agency's certificate") };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}
