import { createHash, randomBytes, randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { chatSessionTokens } from "../../db/schema";

/** A guest's secret: 256 random bits. Only its hash is stored. */
export function newChatToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashChatToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The session a token opens, or null. */
export async function sessionOfToken(db: Db, token: string): Promise<string | null> {
  const [row] = await db
    .select({ sessionId: chatSessionTokens.sessionId })
    .from(chatSessionTokens)
    .where(eq(chatSessionTokens.tokenHash, hashChatToken(token)));
  return row?.sessionId ?? null;
}

const ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

/** guest_{timestamp}_{random} (spec section 9), the random part from the CSPRNG. */
export function newChatSessionId(now = Date.now()): string {
  let random = "";
  for (let i = 0; i < 9; i++) random += ALPHABET[randomInt(ALPHABET.length)];
  return `guest_${now}_${random}`;
}

/** 1000 to 9999 (spec section 9). */
export function newLoginCode(): string {
  return String(randomInt(1000, 10_000));
}
