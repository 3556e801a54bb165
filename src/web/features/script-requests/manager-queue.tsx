import { zodResolver } from "@hookform/resolvers/zod";
import { PartyPopper, Trash2 } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { messages } from "~/domain/messages";
import {
  type ManageScriptRequestInput,
  manageScriptRequestSchema,
  SCRIPT_REQUEST_STATUSES,
  type ScriptRequest,
} from "~/domain/script-requests";
import { PagedList } from "~/web/components/paged-list";
import { RelativeTime } from "~/web/components/relative-time";
import { StatusBadge } from "~/web/components/status-badge";
import { Button } from "~/web/components/ui/button";
import { Card, CardDescription, CardHeader, CardTitle } from "~/web/components/ui/card";
import { ConfirmDialog } from "~/web/components/ui/confirm-dialog";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/web/components/ui/dialog";
import { controlProps, FormField } from "~/web/components/ui/form-field";
import { Input } from "~/web/components/ui/input";
import { NativeSelect } from "~/web/components/ui/native-select";
import { Textarea } from "~/web/components/ui/textarea";
import { Timeline } from "~/web/features/activity";
import { apiErrorMessage } from "~/web/lib/api-error-toast";
import { useFormDraft } from "~/web/lib/drafts";
import { setServerFieldErrors } from "~/web/lib/form-errors";
import { failureToast } from "~/web/lib/query-client";
import { toast } from "~/web/lib/toast";
import {
  REQUESTS_PAGE_SIZE,
  useDeleteScriptRequest,
  useManageScriptRequest,
  useScriptRequestQueue,
} from "./api";
import { RequestDetails } from "./request-details";

/** The requester, or 'Unknown Creator' once the account is gone (spec section 2). */
const requester = (request: ScriptRequest) => request.creatorEmail ?? "Unknown Creator";

/** The managers' script-request queue (spec section 2), newest first and live. */
export function ScriptRequestQueue() {
  const [page, setPage] = useState(1);
  const queue = useScriptRequestQueue(page);
  const { data } = queue;
  return (
    <Card role="region" aria-labelledby="queue-title" className="flex min-w-0 flex-col">
      <CardHeader className="flex-row items-center justify-between gap-3 space-y-0 border-b py-4">
        <div>
          <CardTitle id="queue-title">Script requests</CardTitle>
          <CardDescription>Creators' requests, newest first.</CardDescription>
        </div>
        {data && (
          <span className="text-sm text-muted-foreground tabular-nums" data-testid="queue-pending">
            {data.pending} pending
          </span>
        )}
      </CardHeader>
      <PagedList
        page={page}
        pageSize={REQUESTS_PAGE_SIZE}
        onPage={setPage}
        pagerLabel="Script request pages"
        summary={(total) => `${total} requests`}
        pagerClassName="border-t px-6 py-3"
        query={queue}
        what="the script requests"
        isEmpty={(result) => result.items.length === 0}
        empty={{ icon: PartyPopper, title: "All Caught Up!", description: "No script requests right now." }}
        className="px-2"
      >
        {(result) => (
          <ul aria-label="Script requests" className="divide-y">
            {result.items.map((request) => (
              <li
                key={request.id}
                className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:gap-3"
              >
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="truncate font-medium">{request.title}</span>
                    <StatusBadge status={request.status} />
                  </p>
                  <p className="truncate text-sm text-muted-foreground">
                    {requester(request)} · <RelativeTime value={request.createdAt} />
                  </p>
                  {request.details && <p className="line-clamp-2 text-sm wrap-anywhere">{request.details}</p>}
                </div>
                <ManageDialog request={request} />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </Card>
  );
}

/** Manage: status (any of the five), expected finish date, script content and manager notes. */
function ManageDialog({ request }: { request: ScriptRequest }) {
  const [open, setOpen] = useState(false);
  const initial = (): ManageScriptRequestInput => ({
    status: request.status,
    expectedFinishDate: request.expectedFinishDate,
    scriptContent: request.scriptContent ?? "",
    managerNotes: request.managerNotes ?? "",
  });
  const form = useForm({ resolver: zodResolver(manageScriptRequestSchema), defaultValues: initial() });
  const draft = useFormDraft(form, `script-request:${request.id}`);
  const { errors, isSubmitting } = form.formState;
  const manage = useManageScriptRequest({
    errorToast: {
      title: messages.generic.error,
      description: (error) => messages.scripts.updateAssignmentFailed(apiErrorMessage(error)),
    },
  });
  const remove = useDeleteScriptRequest(failureToast(messages.generic.error));
  const id = `manage-${request.id}`;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await manage.mutateAsync({ id: request.id, ...values });
      toast({ title: messages.scripts.assignmentUpdated });
      draft.clear();
      setOpen(false);
    } catch (error) {
      // the mutation's meta says why; a field the server refused shows under it too
      setServerFieldErrors(form, error);
    }
  });
  /** A field's id, its error's wiring and its binding. */
  const field = (name: keyof ManageScriptRequestInput, suffix: string) => ({
    ...controlProps(`${id}-${suffix}`, errors[name]?.message),
    ...form.register(name, name === "expectedFinishDate" ? { setValueAs: (v: string) => v || null } : {}),
  });
  const onDelete = () =>
    remove.mutateAsync(request.id).then(
      () => toast({ title: messages.scripts.requestDeleted }),
      () => {},
    );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) draft.reset(initial());
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Manage ${request.title}`}>
          Manage
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{request.title}</DialogTitle>
            <DialogDescription>Requested by {requester(request)}.</DialogDescription>
          </DialogHeader>
          <RequestDetails request={request}>
            <dt className="text-muted-foreground">Creator notes</dt>
            <dd className="wrap-anywhere whitespace-pre-wrap">{request.creatorNotes || "None"}</dd>
          </RequestDetails>
          <Timeline subjectType="script_request" subjectId={request.id} version={request.status} />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id={`${id}-status`} label="Status" error={errors.status?.message}>
              <NativeSelect {...field("status", "status")}>
                {SCRIPT_REQUEST_STATUSES.map((status) => (
                  <option key={status}>{status}</option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField
              id={`${id}-date`}
              label="Expected finish date"
              error={errors.expectedFinishDate?.message}
            >
              <Input type="date" {...field("expectedFinishDate", "date")} />
            </FormField>
          </div>
          <FormField id={`${id}-content`} label="Script content" error={errors.scriptContent?.message}>
            <Textarea rows={8} {...field("scriptContent", "content")} />
          </FormField>
          <FormField id={`${id}-notes`} label="Manager notes" error={errors.managerNotes?.message}>
            <Textarea rows={3} {...field("managerNotes", "notes")} />
          </FormField>
          <DialogFooter className="sm:justify-between">
            <ConfirmDialog
              trigger={
                <Button
                  type="button"
                  variant="ghost"
                  className="text-destructive hover:bg-destructive/10 hover:text-destructive"
                  pending={remove.isPending}
                >
                  <Trash2 aria-hidden className="size-4" />
                  Delete request
                </Button>
              }
              title="Delete this request?"
              description={`"${request.title}" by ${requester(request)} will be deleted for good.`}
              confirmLabel="Delete"
              onConfirm={onDelete}
            />
            <Button type="submit" pending={isSubmitting} pendingLabel="Saving">
              Save
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
