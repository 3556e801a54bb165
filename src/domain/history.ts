import { z } from "zod";
import { SUBJECT_TYPES } from "./activity";
import { pageQuerySchema } from "./paging";

/* The timeline of a subject: every status change, oldest first (features/activity). */

const historyEntrySchema = z
  .object({
    id: z.string(),
    actorName: z.string().nullable(),
    from: z.string().nullable(),
    to: z.string(),
    note: z.string().nullable(),
    at: z.string(),
  })
  .meta({ id: "HistoryEntry" });
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const historyPageSchema = z
  .object({
    items: z.array(historyEntrySchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: "HistoryPage" });
export type HistoryPage = z.infer<typeof historyPageSchema>;

export const historyParamsSchema = z.object({
  subjectType: z.enum(SUBJECT_TYPES, "No such kind of record."),
  subjectId: z.string().min(1).max(100),
});
export const historyQuerySchema = pageQuerySchema;
