import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { Download, FileText, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import {
  type DealDocument,
  DOCUMENT_KIND_LABEL,
  DOCUMENT_KINDS,
  type DocumentUploadForm,
  documentUploadFormSchema,
  managesDeals,
} from "~/domain/deals";
import { type Column, DataList } from "~/web/components/data-list";
import { PagedList } from "~/web/components/paged-list";
import { RelativeTime } from "~/web/components/relative-time";
import { useCurrentUser } from "~/web/components/session-guard";
import { Button } from "~/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/web/components/ui/card";
import { ConfirmDialog } from "~/web/components/ui/confirm-dialog";
import { FileDropZone, formatSize } from "~/web/components/ui/file-drop-zone";
import { controlProps, FormField } from "~/web/components/ui/form-field";
import { NativeSelect } from "~/web/components/ui/native-select";
import { apiErrorMessage } from "~/web/lib/api-error-toast";
import { toast } from "~/web/lib/toast";
import { useUpload } from "~/web/lib/uploads";
import type { PanelDeal } from "./deliverables-panel";
import { useDealWorkLive, useDeleteDocument, useDocuments, workKeys } from "./work-api";

const ACCEPT = "application/pdf,image/png,image/jpeg,image/webp,image/gif,.pdf,.png,.jpg,.jpeg,.webp,.gif";

/**
 * The upload form (managers): the file, what it is, whether the creator sees it; its progress while it goes,
 * and Cancel upload (the one upload path, tus: ADR 075).
 */
function UploadForm({ dealId }: { dealId: string }) {
  const id = useId();
  const queryClient = useQueryClient();
  const form = useForm<DocumentUploadForm>({
    resolver: zodResolver(documentUploadFormSchema),
    defaultValues: { file: undefined, kind: "contract", creatorVisible: true },
  });
  const { progress, uploading, start, cancel } = useUpload();
  const error = form.formState.errors.file?.message;
  const onSubmit = form.handleSubmit(async ({ file: chosen, kind, creatorVisible }) => {
    const file = chosen instanceof File ? chosen : new File([chosen], "document");
    try {
      const sent = await start(file, "deal-document", {
        dealId,
        kind,
        creatorVisible: String(creatorVisible),
      });
      if (sent === "cancelled") return;
      toast({ title: "Document uploaded", description: file.name });
      form.resetField("file");
      await queryClient.invalidateQueries({ queryKey: workKeys.deal(dealId) });
    } catch (failure) {
      form.setError("file", { message: apiErrorMessage(failure) });
    }
  });
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid gap-4 rounded-lg border p-4"
      aria-label="Upload a document"
    >
      <FormField
        id={`${id}-file`}
        label="File"
        error={error}
        hint="PDF or image (PNG, JPEG, WebP, GIF), up to 20 MB"
      >
        <Controller
          control={form.control}
          name="file"
          render={({ field }) => (
            <FileDropZone
              id={`${id}-file`}
              inputRef={field.ref}
              name={field.name}
              accept={ACCEPT}
              file={field.value}
              // a file too large says so at once; none chosen is said on Upload
              onFile={(chosen) => {
                field.onChange(chosen);
                if (chosen) void form.trigger("file");
                else form.clearErrors("file");
              }}
              onBlur={field.onBlur}
              prompt="a contract, brief or invoice"
              invalid={!!error}
              describedBy={error ? `${id}-file-error` : `${id}-file-hint`}
            />
          )}
        />
      </FormField>
      <div className="flex flex-wrap items-end gap-4">
        <FormField id={`${id}-kind`} label="Kind" className="min-w-40">
          <NativeSelect {...form.register("kind")} {...controlProps(`${id}-kind`)}>
            {DOCUMENT_KINDS.map((k) => (
              <option key={k} value={k}>
                {DOCUMENT_KIND_LABEL[k]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <label className="flex min-h-9 items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-6 shrink-0 accent-primary"
            {...form.register("creatorVisible")}
          />
          Creator can see it
        </label>
        <Button type="submit" className="ml-auto" pending={uploading} pendingLabel="Uploading">
          Upload
        </Button>
      </div>
      {uploading && (
        <div className="grid gap-1">
          <progress
            className="h-2 w-full accent-primary"
            max={100}
            value={progress ?? 0}
            aria-label="Upload progress"
          />
          <div className="flex items-center justify-between gap-2">
            <span className="text-xs text-muted-foreground tabular-nums" aria-live="polite">
              Uploading… {progress}%
            </span>
            <Button type="button" size="sm" variant="ghost" onClick={cancel}>
              Cancel upload
            </Button>
          </div>
        </div>
      )}
    </form>
  );
}

function DeleteDocument({ dealId, document }: { dealId: string; document: DealDocument }) {
  const remove = useDeleteDocument(dealId);
  return (
    <ConfirmDialog
      trigger={
        <Button
          size="icon"
          variant="ghost"
          aria-label={`Delete ${document.fileName}`}
          disabled={remove.isPending}
        >
          <Trash2 aria-hidden className="size-4 text-destructive" />
        </Button>
      }
      title={`Delete ${document.fileName}?`}
      description="The file is removed from the deal for everyone. This cannot be undone."
      confirmLabel="Delete document"
      pending={remove.isPending}
      onConfirm={() => remove.mutate(document.id, { onSuccess: () => toast({ title: "Document deleted" }) })}
    />
  );
}

const baseColumns: Column<DealDocument>[] = [
  {
    header: "Document",
    cell: (d) => (
      <a
        href={d.downloadUrl}
        download={d.fileName}
        className="inline-flex items-center gap-1.5 text-primary underline-offset-4 hover:underline"
      >
        <Download aria-hidden className="size-4 shrink-0" />
        <span className="wrap-anywhere">{d.fileName}</span>
      </a>
    ),
  },
  { header: "Kind", cell: (d) => DOCUMENT_KIND_LABEL[d.kind] },
  { header: "Uploaded by", cell: (d) => d.uploadedBy?.name ?? "A former user" },
  { header: "When", cell: (d) => <RelativeTime value={d.createdAt} /> },
  { header: "Size", cell: (d) => formatSize(d.size), className: "tabular-nums whitespace-nowrap" },
];
const managerColumns: Column<DealDocument>[] = [
  ...baseColumns,
  { header: "Creator", cell: (d) => (d.creatorVisible ? "Can see it" : "Agency only") },
];

/**
 * The deal's documents: managers upload (with progress), list, download and delete them; the deal's creator
 * lists and downloads those shown to them.
 */
export function DealDocuments({ deal }: { deal: PanelDeal }) {
  const user = useCurrentUser();
  const manager = managesDeals(user.role);
  const [page, setPage] = useState(1);
  const query = useDocuments(deal.id, page);
  useDealWorkLive(deal.id, user.id, manager);
  return (
    <Card aria-labelledby={`documents-${deal.id}`}>
      <CardHeader>
        <CardTitle id={`documents-${deal.id}`} className="text-base">
          Documents
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {manager && <UploadForm dealId={deal.id} />}
        <PagedList
          query={query}
          what="the documents"
          page={page}
          pageSize={10}
          onPage={setPage}
          pagerLabel="Document pages"
          summary={(total) => `${total} documents`}
          isEmpty={(data) => data.items.length === 0}
          empty={{
            icon: FileText,
            title: "No documents yet",
            description: manager ? "Upload the contract, the brief or the invoice." : undefined,
          }}
        >
          {(data) => (
            <DataList
              label="Documents"
              rows={data.items}
              rowKey={(d) => d.id}
              columns={manager ? managerColumns : baseColumns}
              actions={manager ? (d) => <DeleteDocument dealId={deal.id} document={d} /> : undefined}
              tableFrom="48rem"
            />
          )}
        </PagedList>
      </CardContent>
    </Card>
  );
}
