import { z } from "zod";
import { pageQuerySchema, pageSchema } from "./paging";
import { ROLES } from "./roles";
import { text } from "./text";

/* Request and response schemas of the accounts endpoints, shared by the server routes and the forms. */

export const roleSchema = z.enum(ROLES);

export const profileSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    bio: z.string().nullable(),
    image: z.string().nullable(),
    role: roleSchema,
    twoFactorEnabled: z.boolean(),
  })
  .meta({ id: "Profile" });
export type Profile = z.infer<typeof profileSchema>;

export const updateProfileSchema = z
  .object({
    name: text().trim().min(1, "Full name is required").max(120, "Full name must be at most 120 characters"),
    bio: text().trim().max(1000, "Bio must be at most 1000 characters").nullable(),
  })
  .meta({ id: "ProfileUpdate" });
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

/** Avatars: images only (checked by content on the server), at most 10 MB. */
export const AVATAR_MAX_BYTES = 10 * 1024 * 1024;
export const AVATAR_TOO_LARGE = "The image is larger than 10 MB. Please choose a smaller one.";
export const AVATAR_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp", "image/avif"] as const;

export const adminUserSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    role: roleSchema,
    image: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: "AdminUser" });
export type AdminUser = z.infer<typeof adminUserSchema>;

export const listUsersQuerySchema = z.object({
  search: text().trim().max(200, "Search must be at most 200 characters").optional(),
  ...pageQuerySchema.shape,
});

export const listUsersResponseSchema = z
  .object({
    users: z.array(adminUserSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: "UserPage" });

export const updateRoleSchema = z.object({ role: roleSchema }).meta({ id: "RoleUpdate" });

export const deletionRequestSchema = z
  .object({
    id: z.string(),
    userId: z.string().nullable(),
    email: z.string(),
    name: z.string().nullable(),
    status: z.enum(["pending", "done"]),
    createdAt: z.string(),
  })
  .meta({ id: "DeletionRequest" });
export type DeletionRequest = z.infer<typeof deletionRequestSchema>;

export const listDeletionRequestsResponseSchema = z
  .object({ requests: z.array(deletionRequestSchema) })
  .meta({ id: "DeletionRequestList" });

const auditEntrySchema = z
  .object({
    id: z.string(),
    action: z.enum(["role_changed", "user_deleted"]),
    /** null: done on the command line */
    actorEmail: z.string().nullable(),
    targetEmail: z.string(),
    fromRole: roleSchema.nullable(),
    toRole: roleSchema.nullable(),
    createdAt: z.string(),
  })
  .meta({ id: "AuditEntry" });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = pageSchema(auditEntrySchema, "AuditPage");

/** Why a role cannot be changed or a user deleted (spec section 5 and the last-manager rule). */
export const ROLE_RULES = {
  selfRole: "You cannot change your own role. Another manager can do it for you.",
  lastManager:
    "This is the last manager: promote someone else to manager first, so the agency is never left without one.",
  managerNotDeletable: "A user with the manager role cannot be deleted. Revoke their role first.",
  selfNotDeletable: "You cannot delete your own account.",
} as const;
