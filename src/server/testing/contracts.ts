import { PDFDocument } from "pdf-lib";
import type { Db } from "../db/client";
import { contractSigners, contracts } from "../db/schema";
import { hashLinkToken, newLinkToken } from "../lib/link-tokens";
import type { BlobStore } from "../storage/blobs";

/*
 * A signing (issue 37) written as rows, for tests that need one without the template's PDF work: a
 * one-page PDF stored as its document, its signers as given (the pending brand contact with a link token).
 */

let onePage: Uint8Array | undefined;

export type TestSigner = {
  role: "brand" | "creator" | "agency";
  name?: string;
  userId?: string | null;
  status?: "waiting" | "pending" | "signed";
};

export async function createTestContract(
  deps: { db: Db; blobs: BlobStore },
  options: {
    dealId: string;
    signers: TestSigner[];
    state?: "live" | "expired" | "cancelled";
  },
) {
  if (!onePage) {
    const doc = await PDFDocument.create();
    doc.addPage();
    onePage = await doc.save();
  }
  const id = crypto.randomUUID();
  const key = `contracts/${id}.pdf`;
  await deps.blobs.put(key, onePage, "application/pdf");
  await deps.db.insert(contracts).values({
    id,
    dealId: options.dealId,
    title: "Test agreement",
    source: "upload",
    documentKey: key,
    documentSha256: "0".repeat(64),
    status: options.state === "cancelled" ? "cancelled" : "in_progress",
    reminderDays: 3,
    expiresAt: new Date(Date.now() + (options.state === "expired" ? -60_000 : 86_400_000)),
  });
  const tokens: (string | null)[] = [];
  await deps.db.insert(contractSigners).values(
    options.signers.map((signer, index) => {
      const status = signer.status ?? (index === 0 ? "pending" : "waiting");
      const token = signer.role === "brand" && status === "pending" ? newLinkToken() : null;
      tokens.push(token);
      return {
        contractId: id,
        position: index + 1,
        role: signer.role,
        name: signer.name ?? "Ann Partner",
        email: `signer-${index}-${id.slice(0, 8)}@brand.test`,
        userId: signer.userId ?? null,
        status,
        tokenHash: token ? hashLinkToken(token) : null,
        field: { page: 1, x: 0.1, y: 0.7, width: 0.4, height: 0.1 },
        signedAt: status === "signed" ? new Date() : null,
        signature: status === "signed" ? { kind: "typed" as const, text: "Signed" } : null,
        notifiedAt: new Date(),
      };
    }),
  );
  return { id, tokens };
}
