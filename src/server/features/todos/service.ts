import { and, asc, desc, eq, sql } from "drizzle-orm";
import { offsetOf, type Page, type PageQuery } from "~/domain/paging";
import type { Todo } from "~/domain/todos";
import type { Db } from "../../db/client";
import { todos } from "../../db/schema";
import { AppError } from "../../lib/app-error";

type Row = Omit<typeof todos.$inferSelect, "userId">;
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
  const mine = eq(todos.userId, userId);
  const rows = await db
    .select({
      id: todos.id,
      task: todos.task,
      priority: todos.priority,
      dueDate: todos.dueDate,
      isCompleted: todos.isCompleted,
      createdAt: todos.createdAt,
      // a subquery, not a window: the page is read through the index, not every task of the user
      total: sql<number>`(select count(*) from ${todos} where ${mine})`.mapWith(Number),
    })
    .from(todos)
    .where(mine)
    .orderBy(asc(todos.isCompleted), desc(todos.createdAt), desc(todos.id))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  // past the last page no row carries the total (an empty first page: no task)
  const total = rows[0]?.total ?? (query.page > 1 ? await db.$count(todos, mine) : 0);
  return { items: rows.map(toTodo), total, page: query.page, pageSize: query.pageSize };
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
