import { z } from "zod";
import { text } from "~/domain/text";
import { roleSchema } from "~/domain/users";

/** What `cli user:create` asks for, on either path (HTTP body of the internal endpoint, or direct). */
export const userCommandSchema = z.object({
  email: text().trim().max(254).pipe(z.email("Enter a valid email address")),
  password: text().min(8, "Password must be at least 8 characters").max(128).optional(),
  name: text().trim().min(1).max(120).optional(),
  role: roleSchema.default("creator"),
});
export type UserCommand = z.infer<typeof userCommandSchema>;

export const userCommandResultSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: roleSchema,
  created: z.boolean(),
});
