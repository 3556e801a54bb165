import { z } from "zod";

/* What waits for the managers, counted: each count links to its list. */

const triageCountSchema = z
  .object({
    key: z.string(),
    label: z.string(),
    count: z.number().int(),
    href: z.string(),
    /** whether the count is about creators' work, so that `scope=mine` counts the caller's creators only */
    perCreator: z.boolean(),
  })
  .meta({ id: "TriageCount" });
export type TriageCount = z.infer<typeof triageCountSchema>;
export const triageSchema = z.object({ counts: z.array(triageCountSchema) }).meta({ id: "Triage" });

/** Whose work the triage counts: the caller's creators (issue 20), or every creator's. */
export const triageQuerySchema = z.object({
  scope: z.enum(["mine", "all"], "Choose mine or all").default("all"),
});
