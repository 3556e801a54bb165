import { eq, sql } from "drizzle-orm";
import { normalizeRole } from "~/domain/roles";
import type { Profile, UpdateProfileInput } from "~/domain/users";
import type { Db } from "../../db/client";
import { user } from "../../db/schema";
import { AppError } from "../../lib/app-error";

async function getProfile(db: Db, userId: string): Promise<Profile> {
  const row = await db.query.user.findFirst({ where: eq(user.id, userId) });
  if (!row) throw AppError.notFound("No such user.");
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    bio: row.bio,
    image: row.image,
    role: normalizeRole(row.role),
    twoFactorEnabled: row.twoFactorEnabled === true,
  };
}

/** The spec's profile upsert: full name and bio (the email is read-only, the avatar has its own call). */
export async function updateProfile(db: Db, userId: string, input: UpdateProfileInput): Promise<Profile> {
  await db
    .update(user)
    .set({ name: input.name, bio: input.bio || null, updatedAt: sql`now()` })
    .where(eq(user.id, userId));
  return getProfile(db, userId);
}
