import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { PasswordHasher } from "../context";

/*
 * A stand-in for better-auth's scrypt (about 250 ms a hash by design) in API tests: a salted SHA-256 that
 * costs microseconds. Test contexts use it unless they ask for the real one (`realPasswordHashing`), as
 * the auth tests do; production never sees it (only `createTestContext` sets `passwordHasher`).
 */
const PREFIX = "test-sha256";

function digest(salt: string, password: string) {
  return createHash("sha256").update(`${salt}:${password}`).digest();
}

export const fastPasswordHasher: PasswordHasher = {
  async hash(password) {
    const salt = randomBytes(8).toString("hex");
    return `${PREFIX}:${salt}:${digest(salt, password).toString("hex")}`;
  },
  async verify({ hash, password }) {
    const [prefix, salt, hex] = hash.split(":");
    if (prefix !== PREFIX || !salt || !hex) return false;
    const expected = Buffer.from(hex, "hex");
    const actual = digest(salt, password);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  },
};
