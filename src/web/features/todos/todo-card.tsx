import { zodResolver } from "@hookform/resolvers/zod";
import { Circle, CircleCheck, ListTodo, Plus, Trash2 } from "lucide-react";
import { useForm } from "react-hook-form";
import { messages } from "~/domain/messages";
import {
  type CreateTodoInput,
  createTodoSchema,
  DEFAULT_TASK_PRIORITY,
  TASK_PRIORITIES,
  type TaskPriority,
  type Todo,
} from "~/domain/todos";
import { QueryState } from "~/web/components/query-state";
import { Button } from "~/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/web/components/ui/card";
import { ConfirmDialog } from "~/web/components/ui/confirm-dialog";
import { Input } from "~/web/components/ui/input";
import { Label } from "~/web/components/ui/label";
import { NativeSelect } from "~/web/components/ui/native-select";
import { errorToast } from "~/web/lib/api-error-toast";
import { formatCalendarDate } from "~/web/lib/calendar-date";
import { useFormDraft } from "~/web/lib/drafts";
import type { AppMutationMeta } from "~/web/lib/query-client";
import { toast } from "~/web/lib/toast";
import { cn } from "~/web/lib/utils";
import { useAddTodo, useDeleteTodo, useTodos, useToggleTodo } from "./api";

/** Left border colour by priority (spec section 9): red, yellow, blue. */
const BORDER: Record<TaskPriority, string> = {
  High: "border-l-red-500",
  Medium: "border-l-yellow-500",
  Low: "border-l-blue-500",
};

/** The spec's 'Error' toasts of the list (section 8), each with what failed. */
const failed = (description: string): AppMutationMeta => ({
  errorToast: { title: messages.generic.error, description },
});

/** The creator home's to-do list (spec sections 2, 4, 5 and 9). */
export function TodoCard() {
  const todos = useTodos();
  return (
    <Card role="region" aria-labelledby="todo-title" className="min-w-0">
      <CardHeader>
        <CardTitle id="todo-title" className="text-base">
          To-Do List
        </CardTitle>
        <CardDescription>What you want to get done this week.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <AddTaskForm />
        <QueryState
          query={todos}
          what="your tasks"
          isEmpty={(page) => page.items.length === 0}
          empty={{ icon: ListTodo, title: "No tasks yet", description: "Add your first task above." }}
        >
          {(page) => (
            <ul
              aria-label="Tasks"
              data-row-list="Tasks"
              className="grid max-h-64 grid-cols-1 gap-2 overflow-y-auto pr-1"
            >
              {page.items.map((todo) => (
                <TaskRow key={todo.id} todo={todo} />
              ))}
            </ul>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}

const EMPTY_TASK = { task: "", priority: DEFAULT_TASK_PRIORITY, dueDate: "" };

function AddTaskForm() {
  const form = useForm<CreateTodoInput>({
    resolver: zodResolver(createTodoSchema),
    defaultValues: EMPTY_TASK,
  });
  useFormDraft(form, "new-task");
  const add = useAddTodo(failed(messages.tasks.addFailed));

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        await add.mutateAsync(values);
        toast({ title: messages.tasks.added });
        form.reset(EMPTY_TASK);
      } catch {
        // the mutation's meta says why
      }
    },
    // spec section 5: nothing is saved, a destructive toast says why
    (errors) =>
      errorToast(
        messages.generic.error,
        errors.task?.message ?? errors.dueDate?.message ?? messages.tasks.empty,
      ),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Add a task" className="@container grid gap-2">
      <Label htmlFor="todo-task">New task</Label>
      <Input id="todo-task" placeholder="e.g. Film the intro" maxLength={500} {...form.register("task")} />
      <div className="grid items-end gap-2 @md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto]">
        <div className="grid min-w-0 gap-1">
          <Label htmlFor="todo-priority" className="text-xs">
            Priority
          </Label>
          <NativeSelect id="todo-priority" {...form.register("priority")}>
            {TASK_PRIORITIES.map((p) => (
              <option key={p}>{p}</option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid min-w-0 gap-1">
          <Label htmlFor="todo-due" className="text-xs">
            Due date
          </Label>
          <Input
            id="todo-due"
            type="date"
            {...form.register("dueDate", { setValueAs: (value: string) => value || null })}
          />
        </div>
        <Button type="submit" pending={form.formState.isSubmitting} pendingLabel="Adding">
          <Plus aria-hidden className="size-4" />
          Add
        </Button>
      </div>
    </form>
  );
}

function TaskRow({ todo }: { todo: Todo }) {
  const toggle = useToggleTodo(failed(messages.tasks.updateFailed));
  const remove = useDeleteTodo(failed(messages.tasks.deleteFailed));
  const onToggle = () => toggle.mutate({ id: todo.id, isCompleted: !todo.isCompleted });
  // the promise, not mutate()'s callbacks: the row unmounts when the refreshed list no longer has it (a
  // failure is the meta's toast)
  const onDelete = () =>
    remove.mutateAsync(todo.id).then(
      () => toast({ title: messages.tasks.deleted }),
      () => {},
    );
  const Icon = todo.isCompleted ? CircleCheck : Circle;
  return (
    <li
      data-row-key={todo.id}
      data-priority={todo.priority}
      data-completed={todo.isCompleted}
      className={cn(
        "flex items-center gap-2 rounded-md border border-l-4 bg-background py-2 pr-1 pl-2",
        BORDER[todo.priority],
        // dimmed by colour, not by opacity: its text keeps 4.5:1 (the muted grey on white)
        todo.isCompleted && "bg-muted/60",
      )}
    >
      <button
        type="button"
        aria-pressed={todo.isCompleted}
        aria-label={`Done: ${todo.task}`}
        onClick={onToggle}
        className="flex size-8 shrink-0 items-center justify-center rounded-full text-muted-foreground hover:text-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <Icon aria-hidden className={cn("size-5", todo.isCompleted && "text-primary")} />
      </button>
      <div className="min-w-0 flex-1">
        {/* three lines at most; the whole task on hover and in the delete confirmation */}
        <p
          title={todo.task}
          className={cn(
            "line-clamp-3 text-sm wrap-anywhere",
            todo.isCompleted && "text-muted-foreground line-through",
          )}
        >
          {todo.task}
        </p>
        <p className="text-xs text-muted-foreground">
          {todo.priority}
          {todo.dueDate && <> · Due {formatCalendarDate(todo.dueDate)}</>}
        </p>
      </div>
      <ConfirmDialog
        trigger={
          <Button
            variant="ghost"
            size="icon"
            className="size-8 text-muted-foreground hover:text-destructive"
            aria-label={`Delete task: ${todo.task}`}
            pending={remove.isPending}
          >
            <Trash2 aria-hidden className="size-4" />
          </Button>
        }
        title="Delete this task?"
        description={`"${todo.task}" will be removed from your list.`}
        confirmLabel="Delete"
        onConfirm={onDelete}
      />
    </li>
  );
}
