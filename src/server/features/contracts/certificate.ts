import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { eq } from "drizzle-orm";
import { resolveAuthSecret } from "../../auth/secret";
import type { AppDeps } from "../../context";
import { sealCertificates } from "../../db/schema";
import { cpuPool } from "../../lib/cpu-pool";

/*
 * The agency's sealing certificate (issue 37, ADR 083): the PKCS#12 file SIGNING_P12_FILE (with
 * SIGNING_P12_PASSPHRASE) when configured; otherwise a self-signed one, made once (at the first start, in
 * the worker pool) and kept in the database encrypted (AES-256-GCM) under a key derived from the auth
 * secret, so every instance seals with the same one. The certificate page and the deal page say which.
 */

export interface SealCertificate {
  p12: Uint8Array;
  passphrase: string;
  subject: string;
  selfSigned: boolean;
}

type CertDeps = Pick<AppDeps, "db" | "env">;

const ROW = "default";
/** The agency's name on the self-signed certificate. */
const AGENCY = "CreatorDesk";

function keys(secret: string) {
  const derive = (info: string) =>
    Buffer.from(hkdfSync("sha256", secret, "creatordesk-contract-seal", info, 32));
  return { aes: derive("p12 at rest"), passphrase: derive("p12 passphrase").toString("base64url") };
}

function seal(aes: Buffer, plain: Uint8Array) {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", aes, iv);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return ["v1", iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === "string" ? p : p.toString("base64")))
    .join(".");
}

function open(aes: Buffer, sealed: string) {
  const [version, iv, tag, body] = sealed.split(".");
  if (version !== "v1" || !iv || !tag || !body)
    throw new Error("the stored sealing certificate is unreadable");
  const decipher = createDecipheriv("aes-256-gcm", aes, Buffer.from(iv, "base64"));
  decipher.setAuthTag(Buffer.from(tag, "base64"));
  return new Uint8Array(Buffer.concat([decipher.update(Buffer.from(body, "base64")), decipher.final()]));
}

const cache = new WeakMap<object, Promise<SealCertificate>>();

async function configured(deps: CertDeps, file: string): Promise<SealCertificate> {
  const p12 = new Uint8Array(await readFile(file));
  const passphrase = deps.env.SIGNING_P12_PASSPHRASE ?? "";
  const read = (await cpuPool().run({ name: "p12Subject", data: p12, passphrase })) as
    | { ok: true; subject: string }
    | { ok: false; reason: string };
  if (!read.ok)
    throw new Error(`SIGNING_P12_FILE cannot be read with SIGNING_P12_PASSPHRASE: ${read.reason}`);
  return { p12, passphrase, subject: read.subject, selfSigned: false };
}

async function selfSigned(deps: CertDeps): Promise<SealCertificate> {
  const { aes, passphrase } = keys(await resolveAuthSecret(deps.db, deps.env.AUTH_SECRET));
  const read = async () => {
    const [row] = await deps.db.select().from(sealCertificates).where(eq(sealCertificates.id, ROW));
    return row ? { p12: open(aes, row.p12Sealed), passphrase, subject: row.subject, selfSigned: true } : null;
  };
  const stored = await read();
  if (stored) return stored;
  const made = (await cpuPool().run({ name: "selfSignedP12", agency: AGENCY, passphrase })) as {
    p12: Uint8Array;
    subject: string;
  };
  // two instances starting at once: the first insert wins and both read it back
  await deps.db
    .insert(sealCertificates)
    .values({ id: ROW, p12Sealed: seal(aes, made.p12), subject: made.subject })
    .onConflictDoNothing();
  const kept = await read();
  if (!kept) throw new Error("the sealing certificate could not be stored");
  return kept;
}

/** The certificate contracts are sealed with (read once a process; made at first need when self-signed). */
export function sealCertificate(deps: CertDeps): Promise<SealCertificate> {
  let pending = cache.get(deps.db);
  if (!pending) {
    pending = deps.env.SIGNING_P12_FILE ? configured(deps, deps.env.SIGNING_P12_FILE) : selfSigned(deps);
    pending.catch(() => cache.delete(deps.db));
    cache.set(deps.db, pending);
  }
  return pending;
}

/** At start-up: the certificate ready before the first seal (a self-signed one is made now, and said so). */
export async function prepareSealCertificate(deps: CertDeps & Pick<AppDeps, "logger">) {
  try {
    const certificate = await sealCertificate(deps);
    if (certificate.selfSigned)
      deps.logger.warn(
        `contracts are sealed with a self-signed certificate ("${certificate.subject}"); set SIGNING_P12_FILE and SIGNING_P12_PASSPHRASE to seal with the agency's own`,
      );
  } catch (err) {
    deps.logger.error({ err }, "the contracts' sealing certificate is not ready");
  }
}
