import { z } from "zod";

/** The JSON body of every failed API call. `fields` maps a request field to its first error. */
export const apiErrorSchema = z
  .object({
    error: z.string(),
    code: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  })
  .meta({ id: "ApiError" });
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
