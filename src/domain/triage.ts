import { z } from "zod";

/* What waits for the managers, counted: each count links to its list. */

const triageCountSchema = z
  .object({ key: z.string(), label: z.string(), count: z.number().int(), href: z.string() })
  .meta({ id: "TriageCount" });
export type TriageCount = z.infer<typeof triageCountSchema>;
export const triageSchema = z.object({ counts: z.array(triageCountSchema) }).meta({ id: "Triage" });
