import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeft, Save } from "lucide-react";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { messages } from "~/domain/messages";
import { type Script, type UpdateScriptInput, updateScriptSchema } from "~/domain/scripts";
import { PageHeader } from "~/web/components/dashboard/page-header";
import { LeaveGuard } from "~/web/components/leave-guard";
import { StatusBadge } from "~/web/components/status-badge";
import { Button } from "~/web/components/ui/button";
import { Card, CardContent } from "~/web/components/ui/card";
import { controlProps, FormField } from "~/web/components/ui/form-field";
import { Input } from "~/web/components/ui/input";
import { Skeleton } from "~/web/components/ui/skeleton";
import { Textarea } from "~/web/components/ui/textarea";
import { useFormDraft } from "~/web/lib/drafts";
import { failureToast } from "~/web/lib/query-client";
import { toast } from "~/web/lib/toast";
import { useScript, useUpdateScript } from "./api";

const HUB = "/creator-dashboard/script-studio";

/** The script editor (spec section 2): 'Could not load script.' sends the user back to the hub. */
export function ScriptEditor({ id }: { id: string }) {
  const script = useScript(id);
  const navigate = useNavigate();
  const { isError } = script;
  // the query's toast says 'Could not load script.' (its meta); the editor goes back to the hub
  useEffect(() => {
    if (isError) navigate(HUB, { replace: true });
  }, [isError, navigate]);
  if (!script.data)
    return (
      <div role="status" aria-label="Loading the script" className="grid gap-4">
        <Skeleton className="h-9 w-1/2" />
        <Skeleton className="h-96 w-full" />
      </div>
    );
  return <EditorForm script={script.data} />;
}

function EditorForm({ script }: { script: Script }) {
  const form = useForm<UpdateScriptInput>({
    resolver: zodResolver(updateScriptSchema),
    defaultValues: { title: script.title, content: script.content },
  });
  // unsaved edits survive a reload (and are then "Unsaved changes"); saving leaves no draft
  useFormDraft(form, `script:${script.id}`);
  const { errors, isDirty } = form.formState;
  const update = useUpdateScript(script.id, failureToast(messages.scripts.saveFailed));

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        form.reset({ title: saved.title, content: saved.content });
        toast({ title: messages.scripts.saved });
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6">
      <PageHeader
        title="Script Editor"
        description={
          <span className="inline-flex items-center gap-2">
            <StatusBadge status={script.status} />
            {isDirty ? "Unsaved changes" : "All changes saved"}
          </span>
        }
        action={
          <>
            <Button asChild variant="outline">
              <Link to="/creator-dashboard/script-studio/my-scripts">
                <ArrowLeft aria-hidden className="size-4" />
                My Scripts
              </Link>
            </Button>
            <Button type="submit" pending={update.isPending} pendingLabel="Saving">
              <Save aria-hidden className="size-4" />
              Save
            </Button>
          </>
        }
      />
      <Card>
        <CardContent className="grid gap-4 pt-6">
          <FormField id="script-title" label="Title" error={errors.title?.message}>
            <Input {...controlProps("script-title", errors.title?.message)} {...form.register("title")} />
          </FormField>
          <FormField id="script-content" label="Content" error={errors.content?.message}>
            <Textarea
              rows={20}
              className="font-mono text-sm"
              {...controlProps("script-content", errors.content?.message)}
              {...form.register("content")}
            />
          </FormField>
        </CardContent>
      </Card>
      {/* a warning before leaving with unsaved changes: in the app, and when the tab closes or reloads */}
      <LeaveGuard isDirty={isDirty} what="this script" />
    </form>
  );
}
