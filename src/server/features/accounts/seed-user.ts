import { randomBytes } from "node:crypto";
import type { Role } from "~/domain/roles";
import type { AuthDeps } from "../../auth/auth";
import { createOrUpdateUser } from "./create-or-update-user";

export interface SeededUser {
  id: string;
  email: string;
  password: string;
  name: string;
  role: Role;
}

/**
 * A user with a role and known credentials, for tests, e2e fixtures and the demo seed.
 * Unique email and a strong random password unless given.
 */
export async function seedUser(
  deps: AuthDeps,
  options: { role?: Role; email?: string; password?: string; name?: string } = {},
): Promise<SeededUser> {
  const role = options.role ?? "creator";
  const tag = randomBytes(5).toString("hex");
  const email = (options.email ?? `${role}-${tag}@example.test`).toLowerCase();
  const password = options.password ?? `pw-${randomBytes(12).toString("base64url")}`;
  const name = options.name ?? `Test ${role[0]?.toUpperCase()}${role.slice(1)} ${tag}`;
  const { id } = await createOrUpdateUser(deps, { email, password, name, role });
  return { id, email, password, name, role };
}
