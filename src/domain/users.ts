import { z } from "zod";
import { ROLES } from "./roles";

/* Request and response schemas of the accounts endpoints, shared by the server routes and the forms. */

export const roleSchema = z.enum(ROLES);

export const signUpSchema = z.object({
  name: z.string().trim().min(1, "Full name is required").max(120),
  email: z.string().trim().min(1, "Email is required").pipe(z.email("Enter a valid email address")),
  password: z.string().min(8, "Password must be at least 8 characters").max(128),
});

export const signInSchema = z.object({
  email: z.string().trim().min(1, "Email is required").pipe(z.email("Enter a valid email address")),
  password: z.string().min(1, "Password is required"),
});

export const profileSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  bio: z.string().nullable(),
  image: z.string().nullable(),
  role: roleSchema,
  twoFactorEnabled: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

export const updateProfileSchema = z.object({
  name: z.string().trim().min(1, "Full name is required").max(120),
  bio: z.string().trim().max(1000, "Bio must be at most 1000 characters").nullable(),
});
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

/** Avatars: images only (checked by content on the server), at most 10 MB. */
export const AVATAR_MAX_BYTES = 10 * 1024 * 1024;
export const AVATAR_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp", "image/avif"] as const;

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: roleSchema,
  image: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const listUsersQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const listUsersResponseSchema = z.object({
  users: z.array(adminUserSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const updateRoleSchema = z.object({ role: roleSchema });

export const deletionRequestSchema = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  email: z.string(),
  name: z.string().nullable(),
  status: z.enum(["pending", "done"]),
  createdAt: z.string(),
});
export type DeletionRequest = z.infer<typeof deletionRequestSchema>;

export const listDeletionRequestsResponseSchema = z.object({ requests: z.array(deletionRequestSchema) });
