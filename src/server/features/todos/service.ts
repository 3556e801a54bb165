import { and, asc, desc, eq, sql } from "drizzle-orm";
import { offsetOf, type Page, type PageQuery } from "~/domain/paging";
import type { Todo } from "~/domain/todos";
import type { Db } from "../../db/client";
import { todos } from "../../db/schema";
import { AppError } from "../../lib/app-error";

type Row = typeof todos.$inferSelect;
const toTodo = (row: Row): Todo => ({
  id: row.id,
  task: row.task,
  priority: row.priority,
  dueDate: row.dueDate,
  isCompleted: row.isCompleted,
  createdAt: row.createdAt.toISOString(),
});

/** One user's tasks: incomplete first, then newest first (spec section 9). */
export async function listTodos(db: Db, userId: string, query: PageQuery): Promise<Page<Todo>> {
  const total = sql<number>`count(*) over ()`.mapWith(Number);
  const rows = await db
    .select({ todo: todos, total })
    .from(todos)
    .where(eq(todos.userId, userId))
    .orderBy(asc(todos.isCompleted), desc(todos.createdAt), desc(todos.id))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  const count =
    rows[0]?.total ??
    (
      await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(todos)
        .where(eq(todos.userId, userId))
    )[0]?.n ??
    0;
  return { items: rows.map((r) => toTodo(r.todo)), total: count, page: query.page, pageSize: query.pageSize };
}

export async function createTodo(
  db: Db,
  userId: string,
  input: { task: string; priority: Todo["priority"]; dueDate: string | null },
): Promise<Todo> {
  const [row] = await db
    .insert(todos)
    .values({ userId, ...input })
    .returning();
  return toTodo(row!);
}

/** Another user's task is "not found": nobody learns that it exists. */
export async function setTodoCompleted(db: Db, userId: string, id: string, isCompleted: boolean) {
  const [row] = await db
    .update(todos)
    .set({ isCompleted })
    .where(and(eq(todos.id, id), eq(todos.userId, userId)))
    .returning();
  if (!row) throw AppError.notFound("No such task.");
  return toTodo(row);
}

export async function deleteTodo(db: Db, userId: string, id: string) {
  const [row] = await db
    .delete(todos)
    .where(and(eq(todos.id, id), eq(todos.userId, userId)))
    .returning({ id: todos.id });
  if (!row) throw AppError.notFound("No such task.");
}
