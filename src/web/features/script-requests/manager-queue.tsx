import { PartyPopper, Trash2 } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { messages } from "~/domain/messages";
import {
  SCRIPT_REQUEST_STATUSES,
  type ScriptRequest,
  type ScriptRequestStatus,
} from "~/domain/script-requests";
import { Pager } from "~/web/components/dashboard/pager";
import { QueryState } from "~/web/components/query-state";
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
import { Input } from "~/web/components/ui/input";
import { Label } from "~/web/components/ui/label";
import { NativeSelect } from "~/web/components/ui/native-select";
import { Textarea } from "~/web/components/ui/textarea";
import { Timeline } from "~/web/features/activity/timeline";
import { apiErrorMessage } from "~/web/lib/api-error-toast";
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
  const { data, isError } = queue;
  useEffect(() => {
    if (isError) toast({ title: messages.scripts.fetchAssignmentsFailed, variant: "destructive" });
  }, [isError]);
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
      <QueryState
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
                  {request.details && <p className="line-clamp-2 text-sm break-words">{request.details}</p>}
                </div>
                <ManageDialog request={request} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {data && data.total > REQUESTS_PAGE_SIZE && (
        <Pager
          label="Script request pages"
          page={page}
          pages={Math.ceil(data.total / REQUESTS_PAGE_SIZE)}
          onPage={setPage}
          summary={`${data.total} requests`}
          className="border-t px-6 py-3"
        />
      )}
    </Card>
  );
}

/** Manage: status (any of the five), expected finish date, script content and manager notes. */
function ManageDialog({ request }: { request: ScriptRequest }) {
  const [open, setOpen] = useState(false);
  const initial = () => ({
    status: request.status,
    expectedFinishDate: request.expectedFinishDate ?? "",
    scriptContent: request.scriptContent ?? "",
    managerNotes: request.managerNotes ?? "",
  });
  const [values, setValues] = useState(initial);
  const manage = useManageScriptRequest();
  const remove = useDeleteScriptRequest();
  const id = `manage-${request.id}`;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    manage.mutate(
      { id: request.id, ...values, expectedFinishDate: values.expectedFinishDate || null },
      {
        onSuccess: () => {
          toast({ title: messages.scripts.assignmentUpdated });
          setOpen(false);
        },
        onError: (error) =>
          toast({
            title: messages.generic.error,
            description: messages.scripts.updateAssignmentFailed(apiErrorMessage(error)),
            variant: "destructive",
          }),
      },
    );
  };
  const onDelete = () =>
    remove.mutateAsync(request.id).then(
      () => toast({ title: messages.scripts.requestDeleted }),
      (error: unknown) =>
        toast({ title: messages.generic.error, description: apiErrorMessage(error), variant: "destructive" }),
    );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) setValues(initial());
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
            <dd className="break-words whitespace-pre-wrap">{request.creatorNotes || "None"}</dd>
          </RequestDetails>
          <Timeline subjectType="script_request" subjectId={request.id} version={request.status} />
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-2">
              <Label htmlFor={`${id}-status`}>Status</Label>
              <NativeSelect
                id={`${id}-status`}
                value={values.status}
                onChange={(event) =>
                  setValues({ ...values, status: event.target.value as ScriptRequestStatus })
                }
              >
                {SCRIPT_REQUEST_STATUSES.map((status) => (
                  <option key={status}>{status}</option>
                ))}
              </NativeSelect>
            </div>
            <div className="grid gap-2">
              <Label htmlFor={`${id}-date`}>Expected finish date</Label>
              <Input
                id={`${id}-date`}
                type="date"
                value={values.expectedFinishDate}
                onChange={(event) => setValues({ ...values, expectedFinishDate: event.target.value })}
              />
            </div>
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-content`}>Script content</Label>
            <Textarea
              id={`${id}-content`}
              rows={8}
              value={values.scriptContent}
              onChange={(event) => setValues({ ...values, scriptContent: event.target.value })}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-notes`}>Manager notes</Label>
            <Textarea
              id={`${id}-notes`}
              rows={3}
              value={values.managerNotes}
              onChange={(event) => setValues({ ...values, managerNotes: event.target.value })}
            />
          </div>
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
            <Button type="submit" pending={manage.isPending} pendingLabel="Saving">
              Save
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
