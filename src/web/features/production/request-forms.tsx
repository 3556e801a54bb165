import { zodResolver } from "@hookform/resolvers/zod";
import { Paperclip, Send, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { formatBytes } from "~/domain/files";
import {
  CAMPAIGN_TYPES,
  type CreateCampaignInput,
  type CreateDesignProjectInput,
  type CreateEditingProjectInput,
  createCampaignSchema,
  createDesignProjectSchema,
  createEditingProjectSchema,
  DESIGN_TYPES,
  type ProjectKind,
} from "~/domain/projects";
import { useCurrentUser } from "~/web/components/session-guard";
import { Button } from "~/web/components/ui/button";
import { controlProps, FormField } from "~/web/components/ui/form-field";
import { Input } from "~/web/components/ui/input";
import { Textarea } from "~/web/components/ui/textarea";
import { enqueueUploads, projectPagePath } from "~/web/features/files";
import { useFormDraft } from "~/web/lib/drafts";
import { failureToast } from "~/web/lib/query-client";
import { toast } from "~/web/lib/toast";
import { useProjectAction } from "./api";
import { KIND_UI } from "./kinds";

const selectClass =
  "h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none";

/** Sends a new request; on success the form resets and the spec's toast shows. */
function useSubmit(kind: ProjectKind, reset: (created: { id: string }) => void) {
  const action = useProjectAction(kind, failureToast(KIND_UI[kind].createFailed));
  const submit = (body: unknown) =>
    action.mutate(
      { type: "create", body },
      {
        onSuccess: (created) => {
          toast({ title: KIND_UI[kind].created });
          reset(created as { id: string });
        },
      },
    );
  return { submit, pending: action.isPending };
}

/**
 * Spec section 5: title and file URL required ('Title and file URL are required.'), description optional.
 * Issue 35: the raw files themselves may come with the request instead of a link: chosen here, they upload
 * to the new project's raw files through the app's upload queue once it is made (the tray shows them).
 */
export function EditingRequestForm() {
  const me = useCurrentUser();
  const form = useForm<CreateEditingProjectInput>({
    resolver: zodResolver(createEditingProjectSchema),
    defaultValues: { title: "", submittedFileUrl: "", description: "", rawFiles: 0 },
  });
  const { errors } = form.formState;
  useFormDraft(form, "project-request:editing");
  // a draft keeps the text, never the files: what it says of them goes with them
  useEffect(() => form.setValue("rawFiles", 0), [form]);
  const [files, setFiles] = useState<File[]>([]);
  const picker = useRef<HTMLInputElement>(null);
  const chooseButton = useRef<HTMLButtonElement>(null);
  const { submit, pending } = useSubmit("editing", (created) => {
    if (files.length > 0)
      enqueueUploads(
        {
          projectId: created.id,
          projectPath: projectPagePath("editing", me.role, created.id),
          role: "input",
        },
        files,
      );
    setFiles([]);
    form.reset({ title: "", submittedFileUrl: "", description: "", rawFiles: 0 });
  });
  const keep = (next: File[]) => {
    setFiles(next);
    form.setValue("rawFiles", next.length);
    // the files answer the link's "required" (the rule is the schema's, across both fields)
    if (form.formState.isSubmitted) void form.trigger(["submittedFileUrl", "rawFiles"]);
  };
  const filesId = "editing-files";
  return (
    <form
      onSubmit={form.handleSubmit(submit)}
      noValidate
      aria-label="Submit a project"
      className="grid gap-4"
    >
      <FormField id="editing-title" label="Title" error={errors.title?.message}>
        <Input {...controlProps("editing-title", errors.title?.message)} {...form.register("title")} />
      </FormField>
      <fieldset className="grid gap-3 rounded-md border p-3">
        <legend className="px-1 text-sm font-medium">Raw footage</legend>
        <div className="grid gap-2">
          <p id={`${filesId}-hint`} className="text-xs text-muted-foreground">
            Upload the files with the request, or give a link to them below.
          </p>
          <input
            ref={picker}
            id={filesId}
            type="file"
            multiple
            className="sr-only"
            tabIndex={-1}
            aria-hidden
            onChange={(event) => {
              keep([...files, ...(event.target.files ?? [])]);
              event.target.value = "";
            }}
          />
          <Button
            ref={chooseButton}
            type="button"
            variant="outline"
            className="justify-self-start"
            aria-describedby={`${filesId}-hint`}
            onClick={() => picker.current?.click()}
          >
            <Paperclip aria-hidden className="size-4" />
            {files.length ? "Add more files" : "Choose files"}
          </Button>
          {files.length > 0 && (
            <ul aria-label="Files to upload with the request" className="grid gap-1 text-sm">
              {files.map((file, i) => (
                <li
                  key={`${file.name}-${file.size}-${file.lastModified}`}
                  className="flex items-center gap-2"
                >
                  <span className="min-w-0 flex-1 truncate">{file.name}</span>
                  <span className="text-xs text-muted-foreground tabular-nums">{formatBytes(file.size)}</span>
                  <Button
                    type="button"
                    size="sm"
                    variant="ghost"
                    aria-label={`Remove ${file.name}`}
                    onClick={() => {
                      keep(files.filter((_, at) => at !== i));
                      chooseButton.current?.focus();
                    }}
                  >
                    <X aria-hidden className="size-4" />
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
        <FormField
          id="editing-url"
          label="File URL"
          error={errors.submittedFileUrl?.message}
          hint={
            files.length
              ? "Not needed: the files come with the request."
              : "Or a link to the raw footage (Drive, Dropbox, ...)"
          }
        >
          <Input
            type="url"
            placeholder="e.g. https://drive.google.com/file/d/1aBcD/view"
            {...controlProps("editing-url", errors.submittedFileUrl?.message, "hint")}
            {...form.register("submittedFileUrl")}
          />
        </FormField>
      </fieldset>
      <FormField id="editing-description" label="Description" error={errors.description?.message}>
        <Textarea
          rows={3}
          {...controlProps("editing-description", errors.description?.message)}
          {...form.register("description")}
        />
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" pending={pending} pendingLabel="Submitting">
          <Send aria-hidden className="size-4" />
          {files.length
            ? `Submit project and upload ${files.length === 1 ? "1 file" : `${files.length} files`}`
            : "Submit project"}
        </Button>
      </div>
    </form>
  );
}

/** Spec section 5: title and description required; the type is Thumbnail unless chosen. */
export function DesignRequestForm() {
  const form = useForm<CreateDesignProjectInput>({
    resolver: zodResolver(createDesignProjectSchema),
    defaultValues: {
      designType: "Thumbnail",
      title: "",
      description: "",
      requestDetails: "",
      assetsUrl: "",
      brandColors: "",
    },
  });
  const { errors } = form.formState;
  useFormDraft(form, "project-request:design");
  const { submit, pending } = useSubmit("design", () => form.reset());
  return (
    <form
      onSubmit={form.handleSubmit(submit)}
      noValidate
      aria-label="Request a design"
      className="grid gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="design-type" label="Design type">
          <select id="design-type" className={selectClass} {...form.register("designType")}>
            {DESIGN_TYPES.map((type) => (
              <option key={type}>{type}</option>
            ))}
          </select>
        </FormField>
        <FormField id="design-title" label="Title" error={errors.title?.message}>
          <Input {...controlProps("design-title", errors.title?.message)} {...form.register("title")} />
        </FormField>
      </div>
      <FormField id="design-description" label="Description" error={errors.description?.message}>
        <Textarea
          rows={3}
          {...controlProps("design-description", errors.description?.message)}
          {...form.register("description")}
        />
      </FormField>
      <FormField id="design-details" label="Request details" error={errors.requestDetails?.message}>
        <Textarea
          rows={2}
          {...controlProps("design-details", errors.requestDetails?.message)}
          {...form.register("requestDetails")}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="design-assets" label="Assets URL" error={errors.assetsUrl?.message}>
          <Input
            type="url"
            placeholder="e.g. https://www.dropbox.com/sh/brand-kit"
            {...controlProps("design-assets", errors.assetsUrl?.message)}
            {...form.register("assetsUrl")}
          />
        </FormField>
        <FormField id="design-colors" label="Brand colours" error={errors.brandColors?.message}>
          <Input
            placeholder="e.g. #6d28d9, #f59e0b"
            {...controlProps("design-colors", errors.brandColors?.message)}
            {...form.register("brandColors")}
          />
        </FormField>
      </div>
      <div className="flex justify-end">
        <Button type="submit" pending={pending} pendingLabel="Submitting">
          <Send aria-hidden className="size-4" />
          Submit request
        </Button>
      </div>
    </form>
  );
}

/** Spec section 9: the campaign's type names it. */
export function CampaignRequestForm() {
  const form = useForm<CreateCampaignInput>({
    resolver: zodResolver(createCampaignSchema),
    defaultValues: { campaignType: "Social Media Growth", details: "" },
  });
  const { errors } = form.formState;
  useFormDraft(form, "project-request:promotion");
  const { submit, pending } = useSubmit("promotion", () => form.reset());
  return (
    <form
      onSubmit={form.handleSubmit(submit)}
      noValidate
      aria-label="Request a campaign"
      className="grid gap-4"
    >
      <FormField id="campaign-type" label="Campaign type" error={errors.campaignType?.message}>
        <select id="campaign-type" className={selectClass} {...form.register("campaignType")}>
          {CAMPAIGN_TYPES.map((type) => (
            <option key={type}>{type}</option>
          ))}
        </select>
      </FormField>
      <FormField id="campaign-details" label="Details" error={errors.details?.message}>
        <Textarea
          rows={3}
          placeholder="Goals, audience, dates"
          {...controlProps("campaign-details", errors.details?.message)}
          {...form.register("details")}
        />
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" pending={pending} pendingLabel="Requesting">
          <Send aria-hidden className="size-4" />
          Request campaign
        </Button>
      </div>
    </form>
  );
}
