import { FileQuestion, Trash2 } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { messages } from "~/domain/messages";
import type { ScriptRequest } from "~/domain/script-requests";
import { type Column, DataList } from "~/web/components/data-list";
import { PagedList } from "~/web/components/paged-list";
import { RelativeTime } from "~/web/components/relative-time";
import { useCurrentUser } from "~/web/components/session-guard";
import { StatusBadge } from "~/web/components/status-badge";
import { Truncate } from "~/web/components/truncate";
import { Button } from "~/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/web/components/ui/card";
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
import { Label } from "~/web/components/ui/label";
import { Textarea } from "~/web/components/ui/textarea";
import { Timeline } from "~/web/features/activity";
import { useFormDraft } from "~/web/lib/drafts";
import { failureToast } from "~/web/lib/query-client";
import { toast } from "~/web/lib/toast";
import {
  REQUESTS_PAGE_SIZE,
  useDeleteOwnScriptRequest,
  useOwnScriptRequests,
  useOwnScriptRequestsLive,
  useSaveCreatorNotes,
} from "./api";
import { RequestDetails } from "./request-details";

const columns: Column<ScriptRequest>[] = [
  { header: "Title", cell: (request) => <ViewRequestDialog request={request} /> },
  { header: "Status", cell: (request) => <StatusBadge status={request.status} /> },
  {
    header: "Requested",
    cell: (request) => <RelativeTime value={request.createdAt} />,
    className: "tabular-nums",
  },
];

/** The creator's own requests, live: a manager's update shows without a reload. */
export function OwnRequests() {
  const user = useCurrentUser();
  const [page, setPage] = useState(1);
  const requests = useOwnScriptRequests(page, {
    errorToast: { title: messages.scripts.fetchAssignmentsFailed, description: null },
  });
  useOwnScriptRequestsLive(user.id);
  const { data } = requests;
  return (
    <Card role="region" aria-labelledby="own-requests-title" className="min-w-0">
      <CardHeader>
        <CardTitle id="own-requests-title" className="text-base">
          Your requests
        </CardTitle>
        <CardDescription>
          {data ? `${data.open} pending or in progress` : "Follow what your manager is writing."}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <PagedList
          page={page}
          pageSize={REQUESTS_PAGE_SIZE}
          onPage={setPage}
          pagerLabel="Request pages"
          query={requests}
          what="your script requests"
          isEmpty={(result) => result.items.length === 0}
          empty={{ icon: FileQuestion, title: "No requests yet", description: "Send your first request." }}
        >
          {(result) => (
            <DataList
              label="Your script requests"
              rows={result.items}
              rowKey={(request) => request.id}
              columns={columns}
              actions={(request) => <DeleteOwnRequest request={request} />}
              tableFrom="36rem"
            />
          )}
        </PagedList>
      </CardContent>
    </Card>
  );
}

/** View: the request, the manager's script and notes, and the creator's own notes (saved on their own). */
function ViewRequestDialog({ request }: { request: ScriptRequest }) {
  const [open, setOpen] = useState(false);
  const form = useForm({ defaultValues: { notes: request.creatorNotes ?? "" } });
  const draft = useFormDraft(form, `script-request-notes:${request.id}`);
  const save = useSaveCreatorNotes({
    errorToast: { title: messages.generic.error, description: messages.scripts.saveNotesFailed },
  });
  const onSave = () =>
    save.mutate(
      { id: request.id, creatorNotes: form.getValues("notes") },
      {
        // closed on success, so that the toast outside the modal dialog is heard
        onSuccess: () => {
          draft.clear();
          setOpen(false);
          toast({ title: messages.scripts.notesSaved });
        },
      },
    );
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) draft.reset({ notes: request.creatorNotes ?? "" });
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <button
          type="button"
          className="max-w-full text-left font-medium text-primary underline-offset-4 hover:underline"
          aria-label={`View ${request.title}`}
        >
          <Truncate text={request.title} lines={2} />
        </button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{request.title}</DialogTitle>
          <DialogDescription>Your request and what your manager has written so far.</DialogDescription>
        </DialogHeader>
        <RequestDetails request={request}>
          <dt className="text-muted-foreground">Script</dt>
          <dd className="wrap-anywhere whitespace-pre-wrap" data-testid="manager-script">
            {request.scriptContent || "Not written yet"}
          </dd>
          <dt className="text-muted-foreground">Manager notes</dt>
          <dd className="wrap-anywhere whitespace-pre-wrap" data-testid="manager-notes">
            {request.managerNotes || "None yet"}
          </dd>
        </RequestDetails>
        <Timeline subjectType="script_request" subjectId={request.id} version={request.status} />
        <div className="grid gap-2">
          <Label htmlFor={`notes-${request.id}`}>Your notes</Label>
          <Textarea id={`notes-${request.id}`} rows={3} {...form.register("notes")} />
        </div>
        <DialogFooter>
          <Button onClick={onSave} pending={save.isPending} pendingLabel="Saving">
            Save Notes
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function DeleteOwnRequest({ request }: { request: ScriptRequest }) {
  const remove = useDeleteOwnScriptRequest(failureToast(messages.generic.error));
  const onDelete = () =>
    remove.mutateAsync(request.id).then(
      () => toast({ title: messages.scripts.requestDeleted }),
      () => {},
    );
  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="ghost"
          size="sm"
          className="text-destructive hover:bg-destructive/10 hover:text-destructive"
          pending={remove.isPending}
          aria-label={`Delete request ${request.title}`}
        >
          <Trash2 aria-hidden className="size-4" />
          Delete
        </Button>
      }
      title="Delete this request?"
      description={`"${request.title}" will be withdrawn and deleted.`}
      confirmLabel="Delete"
      onConfirm={onDelete}
    />
  );
}
