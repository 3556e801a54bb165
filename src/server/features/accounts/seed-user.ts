import { randomBytes } from "node:crypto";
import type { Role } from "~/domain/roles";
import type { AuthDeps } from "../../auth/auth";
import { authFor } from "../../auth/instance";
import { createOrUpdateUser } from "./create-or-update-user";

export interface SeededUser {
  id: string;
  email: string;
  password: string;
  name: string;
  role: Role;
}

/*
 * Hashing a password costs about 250 ms of scrypt by design. Users seeded without a password of their own
 * share one random password of this process, hashed once per hasher (a test context may bring its own).
 */
const shared = new Map<AuthDeps["passwordHasher"], { password: string; hash: Promise<string> }>();
async function sharedPassword(deps: AuthDeps) {
  let entry = shared.get(deps.passwordHasher);
  if (!entry) {
    const password = `pw-${randomBytes(12).toString("base64url")}`;
    const hash = authFor(deps).then(async (auth) => (await auth.$context).password.hash(password));
    hash.catch(() => shared.delete(deps.passwordHasher));
    entry = { password, hash };
    shared.set(deps.passwordHasher, entry);
  }
  return { password: entry.password, passwordHash: await entry.hash };
}

/**
 * A user with a role and known credentials, for tests, e2e fixtures and the demo seed.
 * Unique email; the given password, or a strong random one shared by the process's seeded users.
 */
export async function seedUser(
  deps: AuthDeps,
  options: { role?: Role; email?: string; password?: string; name?: string } = {},
): Promise<SeededUser> {
  const role = options.role ?? "creator";
  const tag = randomBytes(5).toString("hex");
  const email = (options.email ?? `${role}-${tag}@example.test`).toLowerCase();
  const credentials = options.password ? { password: options.password } : await sharedPassword(deps);
  const name = options.name ?? `Test ${role[0]?.toUpperCase()}${role.slice(1)} ${tag}`;
  const { id } = await createOrUpdateUser(deps, { email, name, role, ...credentials });
  const password = credentials.password;
  return { id, email, password, name, role };
}
