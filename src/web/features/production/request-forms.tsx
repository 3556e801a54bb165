import { zodResolver } from "@hookform/resolvers/zod";
import { Send } from "lucide-react";
import { useForm } from "react-hook-form";
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
import { Button } from "~/web/components/ui/button";
import { controlProps, FormField } from "~/web/components/ui/form-field";
import { Input } from "~/web/components/ui/input";
import { Textarea } from "~/web/components/ui/textarea";
import { useFormDraft } from "~/web/lib/drafts";
import { failureToast } from "~/web/lib/query-client";
import { toast } from "~/web/lib/toast";
import { useProjectAction } from "./api";
import { KIND_UI } from "./kinds";

const selectClass =
  "h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none";

/** Sends a new request; on success the form resets and the spec's toast shows. */
function useSubmit(kind: ProjectKind, reset: () => void) {
  const action = useProjectAction(kind, failureToast(KIND_UI[kind].createFailed));
  const submit = (body: unknown) =>
    action.mutate(
      { type: "create", body },
      {
        onSuccess: () => {
          toast({ title: KIND_UI[kind].created });
          reset();
        },
      },
    );
  return { submit, pending: action.isPending };
}

/** Spec section 5: title and file URL required ('Title and file URL are required.'), description optional. */
export function EditingRequestForm() {
  const form = useForm<CreateEditingProjectInput>({
    resolver: zodResolver(createEditingProjectSchema),
    defaultValues: { title: "", submittedFileUrl: "", description: "" },
  });
  const { errors } = form.formState;
  useFormDraft(form, "project-request:editing");
  const { submit, pending } = useSubmit("editing", () => form.reset());
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
      <FormField
        id="editing-url"
        label="File URL"
        error={errors.submittedFileUrl?.message}
        hint="A link to the raw footage (Drive, Dropbox, ...)"
      >
        <Input
          type="url"
          placeholder="https://drive.google.com/file/d/1aBcD/view"
          {...controlProps("editing-url", errors.submittedFileUrl?.message, "hint")}
          {...form.register("submittedFileUrl")}
        />
      </FormField>
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
          Submit project
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
            placeholder="https://www.dropbox.com/sh/brand-kit"
            {...controlProps("design-assets", errors.assetsUrl?.message)}
            {...form.register("assetsUrl")}
          />
        </FormField>
        <FormField id="design-colors" label="Brand colours" error={errors.brandColors?.message}>
          <Input
            placeholder="#6d28d9, #f59e0b"
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
