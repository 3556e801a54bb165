import { zodResolver } from "@hookform/resolvers/zod";
import { Send } from "lucide-react";
import { useForm } from "react-hook-form";
import { messages } from "~/domain/messages";
import { type CreateScriptRequestInput, createScriptRequestSchema } from "~/domain/script-requests";
import { Button } from "~/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/web/components/ui/card";
import { controlProps, FormField } from "~/web/components/ui/form-field";
import { Input } from "~/web/components/ui/input";
import { Textarea } from "~/web/components/ui/textarea";
import { useFormDraft } from "~/web/lib/drafts";
import { failureToast } from "~/web/lib/query-client";
import { toast } from "~/web/lib/toast";
import { useCreateScriptRequest } from "./api";

/** Request Script (spec sections 2 and 5): a title (required) and details for the manager. */
export function RequestForm() {
  const form = useForm<CreateScriptRequestInput>({
    resolver: zodResolver(createScriptRequestSchema),
    defaultValues: { title: "", details: "" },
  });
  useFormDraft(form, "script-request");
  const { errors } = form.formState;
  const create = useCreateScriptRequest(failureToast(messages.generic.error));
  const onSubmit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: () => {
        toast({ title: messages.scripts.requestSent });
        form.reset();
      },
    }),
  );
  return (
    <Card role="region" aria-labelledby="request-form-title">
      <CardHeader>
        <CardTitle id="request-form-title" className="text-base">
          New request
        </CardTitle>
        <CardDescription>Tell your manager what the video is about.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Request a script">
          <FormField id="request-title" label="Title" error={errors.title?.message}>
            <Input {...controlProps("request-title", errors.title?.message)} {...form.register("title")} />
          </FormField>
          <FormField id="request-details" label="Details" error={errors.details?.message}>
            <Textarea
              rows={5}
              placeholder="Topic, length, tone, anything the writer should know"
              {...controlProps("request-details", errors.details?.message)}
              {...form.register("details")}
            />
          </FormField>
          <div className="flex justify-end">
            <Button type="submit" pending={create.isPending} pendingLabel="Sending">
              <Send aria-hidden className="size-4" />
              Send Request
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
