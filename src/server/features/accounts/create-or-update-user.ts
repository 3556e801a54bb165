import { generateId } from "better-auth";
import { eq } from "drizzle-orm";
import type { Role } from "~/domain/roles";
import type { AuthDeps } from "../../auth/auth";
import { authFor } from "../../auth/instance";
import { account, user } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { changeRole } from "./change-role";

export interface CreateOrUpdateUserInput {
  email: string;
  /** Needed to create a user; ignored for an existing one (its password stays). */
  password?: string;
  /** better-auth's hash of `password`, when the caller has it already (seeding many users). */
  passwordHash?: string;
  name?: string;
  role: Role;
}

export interface CreateOrUpdateUserResult {
  id: string;
  email: string;
  role: Role;
  created: boolean;
}

/**
 * Creates an email-and-password user with a role, or sets the role of the user who has that email.
 * The one use case behind the CLI (both paths), the demo seed and the test fixtures. The user and its
 * credential account are written in one transaction, the way better-auth's sign-up writes them, with
 * better-auth's own password hasher, so the user signs in like anyone else.
 */
export async function createOrUpdateUser(
  deps: AuthDeps,
  input: CreateOrUpdateUserInput,
): Promise<CreateOrUpdateUserResult> {
  const email = input.email.trim().toLowerCase();
  const existing = await deps.db.query.user.findFirst({ where: eq(user.email, email) });
  if (existing) {
    // the operator's command line: audited, and held to the last-manager rule like the Admin Panel
    await changeRole(deps.db, null, existing.id, input.role);
    return { id: existing.id, email, role: input.role, created: false };
  }
  if (!input.password) throw AppError.badRequest("A password is needed to create a user.");
  const auth = await authFor(deps);
  const ctx = await auth.$context;
  const { minPasswordLength, maxPasswordLength } = ctx.password.config;
  if (input.password.length < minPasswordLength || input.password.length > maxPasswordLength) {
    throw AppError.badRequest(
      `The password must be ${minPasswordLength} to ${maxPasswordLength} characters.`,
    );
  }
  const hash = input.passwordHash ?? (await ctx.password.hash(input.password));
  const id = generateId();
  const name = input.name?.trim() || email.split("@")[0] || email;
  await deps.db.transaction(async (tx) => {
    await tx.insert(user).values({ id, email, name, role: input.role });
    await tx
      .insert(account)
      .values({ id: generateId(), accountId: id, providerId: "credential", userId: id, password: hash });
  });
  return { id, email, role: input.role, created: true };
}
