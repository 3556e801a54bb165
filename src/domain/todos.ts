import { z } from "zod";
import { messages } from "./messages";
import { pageQuerySchema } from "./paging";
import { text } from "./text";

/* The creator's to-do list (spec sections 3, 5 and 9): a user's own tasks only. */

export const TASK_PRIORITIES = ["High", "Medium", "Low"] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];
export const DEFAULT_TASK_PRIORITY: TaskPriority = "Medium";
const TASK_MAX_LENGTH = 500;

/** A calendar date, `YYYY-MM-DD`. */
export const isoDateSchema = z.iso.date("Enter a date as YYYY-MM-DD");

export const todoSchema = z
  .object({
    id: z.string(),
    task: z.string(),
    priority: z.enum(TASK_PRIORITIES),
    dueDate: z.string().nullable(),
    isCompleted: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: "Todo" });
export type Todo = z.infer<typeof todoSchema>;

export const createTodoSchema = z
  .object({
    task: text(messages.tasks.empty)
      .trim()
      .min(1, messages.tasks.empty)
      .max(TASK_MAX_LENGTH, `Keep a task under ${TASK_MAX_LENGTH} characters`),
    priority: z.enum(TASK_PRIORITIES, "Choose High, Medium or Low").default(DEFAULT_TASK_PRIORITY),
    /** sent as null when empty (spec section 5) */
    dueDate: isoDateSchema.nullable().default(null),
  })
  .meta({ id: "TodoCreate" });
export type CreateTodoInput = z.input<typeof createTodoSchema>;

export const updateTodoSchema = z
  .object({ isCompleted: z.boolean("Say whether the task is done") })
  .meta({ id: "TodoUpdate" });

export const todoParamsSchema = z.object({ id: z.uuid("No such task.") });
export const listTodosQuerySchema = pageQuerySchema.extend({
  pageSize: z.coerce.number().int().min(1).max(100).default(100),
});
