import { z } from "zod";
import { roleSchema } from "~/domain/users";

/** What `cli user:create` asks for, on either path (HTTP body of the internal endpoint, or direct). */
export const userCommandSchema = z.object({
  email: z.string().trim().pipe(z.email("Enter a valid email address")),
  password: z.string().min(8, "Password must be at least 8 characters").max(128).optional(),
  name: z.string().trim().min(1).max(120).optional(),
  role: roleSchema.default("creator"),
});
export type UserCommand = z.infer<typeof userCommandSchema>;
