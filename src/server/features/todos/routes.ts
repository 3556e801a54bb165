import { createRoute } from "@hono/zod-openapi";
import { pageSchema } from "~/domain/paging";
import {
  createTodoSchema,
  listTodosQuerySchema,
  todoParamsSchema,
  todoSchema,
  updateTodoSchema,
} from "~/domain/todos";
import { requireUser, signedIn } from "../../auth/guards";
import {
  cachedContent,
  errorResponse,
  jsonBody,
  jsonContent,
  security,
  signedInErrors,
} from "../../lib/openapi";
import { freshJson } from "../../lib/page-cache";
import { createRouter } from "../../lib/router";
import { createTodo, deleteTodo, listTodos, setTodoCompleted } from "./service";

const todosPageSchema = pageSchema(todoSchema, "TodosPage");
const common = { tags: ["Tasks"], security: security.session };

const listRoute = createRoute({
  ...common,
  middleware: [signedIn] as const,
  method: "get",
  path: "/me/todos",
  operationId: "listTodos",
  summary: "The caller's tasks: incomplete first, then newest first",
  request: { query: listTodosQuerySchema },
  responses: {
    ...cachedContent(todosPageSchema, "A page of tasks"),
    400: errorResponse("Invalid query"),
    ...signedInErrors,
  },
});

const createTodoRoute = createRoute({
  ...common,
  middleware: [signedIn] as const,
  method: "post",
  path: "/me/todos",
  operationId: "createTodo",
  summary: "Add a task to the caller's list",
  request: { body: jsonBody(createTodoSchema) },
  responses: {
    201: jsonContent(todoSchema, "The new task"),
    400: errorResponse("Empty task, unknown priority or bad date"),
    ...signedInErrors,
  },
});

const updateRoute = createRoute({
  ...common,
  middleware: [signedIn] as const,
  method: "patch",
  path: "/me/todos/{id}",
  operationId: "updateTodo",
  summary: "Mark one of the caller's tasks done or not done",
  request: { params: todoParamsSchema, body: jsonBody(updateTodoSchema) },
  responses: {
    200: jsonContent(todoSchema, "The task"),
    400: errorResponse("Invalid id or body"),
    ...signedInErrors,
    404: errorResponse("No such task of the caller"),
  },
});

const deleteRoute = createRoute({
  ...common,
  middleware: [signedIn] as const,
  method: "delete",
  path: "/me/todos/{id}",
  operationId: "deleteTodo",
  summary: "Delete one of the caller's tasks",
  request: { params: todoParamsSchema },
  responses: {
    204: { description: "Deleted" },
    400: errorResponse("Invalid id"),
    ...signedInErrors,
    404: errorResponse("No such task of the caller"),
  },
});

export const todoRoutes = createRouter()
  .openapi(listRoute, async (c) =>
    freshJson(c, () => listTodos(c.var.deps.db, requireUser(c).id, c.req.valid("query"))),
  )
  .openapi(createTodoRoute, async (c) =>
    c.json(await createTodo(c.var.deps.db, requireUser(c).id, c.req.valid("json")), 201),
  )
  .openapi(updateRoute, async (c) =>
    c.json(
      await setTodoCompleted(
        c.var.deps.db,
        requireUser(c).id,
        c.req.valid("param").id,
        c.req.valid("json").isCompleted,
      ),
      200,
    ),
  )
  .openapi(deleteRoute, async (c) => {
    await deleteTodo(c.var.deps.db, requireUser(c).id, c.req.valid("param").id);
    return c.body(null, 204);
  });
