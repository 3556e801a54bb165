import { z } from "zod";
import { messages } from "./messages";
import { pageQuerySchema, pageSchema } from "./paging";
import { text } from "./text";

/* The creator's own scripts (spec sections 3, 4, 5 and 9) and AI drafts. */

const SCRIPT_STATUSES = ["Draft", "Requested", "Completed", "In Review", "Approved"] as const;
/** The filters of My Scripts (spec section 9); "All" is no filter. */
export const SCRIPT_FILTERS = ["All", "Draft", "Requested", "Completed"] as const;
export type ScriptFilter = (typeof SCRIPT_FILTERS)[number];
export const SCRIPT_SORTS = ["newest", "oldest", "title-asc", "title-desc"] as const;
export type ScriptSort = (typeof SCRIPT_SORTS)[number];
export const SCRIPT_SORT_LABELS: Record<ScriptSort, string> = {
  newest: "Newest first",
  oldest: "Oldest first",
  "title-asc": "Title A-Z",
  "title-desc": "Title Z-A",
};
/** AI scripts get this title prefix (spec section 9). */
export const AI_TITLE_PREFIX = "AI: ";
export const SCRIPT_TITLE_MAX = 200;
const SCRIPT_CONTENT_MAX = 100_000;
export const AI_PROMPT_MAX = 2000;

export const scriptSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    content: z.string(),
    status: z.enum(SCRIPT_STATUSES),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "Script" });
export type Script = z.infer<typeof scriptSchema>;

/** A list row: the content is left out (the editor reads it). */
const scriptSummarySchema = scriptSchema.omit({ content: true }).meta({ id: "ScriptSummary" });
export type ScriptSummary = z.infer<typeof scriptSummarySchema>;
export const scriptsPageSchema = pageSchema(scriptSummarySchema, "ScriptsPage");
export type ScriptsPage = z.infer<typeof scriptsPageSchema>;

export const listScriptsQuerySchema = pageQuerySchema.extend({
  status: z.enum(SCRIPT_FILTERS).default("All"),
  sort: z.enum(SCRIPT_SORTS).default("newest"),
});
export type ListScriptsQuery = z.infer<typeof listScriptsQuerySchema>;

const title = text(messages.scripts.titleRequired)
  .trim()
  .min(1, messages.scripts.titleRequired)
  .max(SCRIPT_TITLE_MAX, `Keep the title under ${SCRIPT_TITLE_MAX} characters`);
const content = text("Content must be text").max(
  SCRIPT_CONTENT_MAX,
  `Keep the script under ${SCRIPT_CONTENT_MAX} characters`,
);

export const createScriptSchema = z
  .object({ title, content: content.default("") })
  .meta({ id: "ScriptCreate" });
export type CreateScriptInput = z.input<typeof createScriptSchema>;
export const updateScriptSchema = z.object({ title, content }).meta({ id: "ScriptUpdate" });
export type UpdateScriptInput = z.infer<typeof updateScriptSchema>;
export const scriptParamsSchema = z.object({ id: z.uuid("No such script.") });

export const generateScriptSchema = z
  .object({
    prompt: text(messages.scripts.promptRequired)
      .trim()
      .min(1, messages.scripts.promptRequired)
      .max(AI_PROMPT_MAX, `Keep the prompt under ${AI_PROMPT_MAX} characters`),
  })
  .meta({ id: "ScriptGenerate" });

/** What the AI provider must return (spec section 7, `generate-script`). */
export const aiDraftSchema = z.object({ title: z.string().min(1), content: z.string() });
export type AiDraft = z.infer<typeof aiDraftSchema>;
