import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { messages } from "~/domain/messages";
import { text } from "~/domain/text";
import { Button } from "~/web/components/ui/button";
import { controlProps, FormField } from "~/web/components/ui/form-field";
import { Input } from "~/web/components/ui/input";
import { Spinner } from "~/web/components/ui/spinner";
import { Textarea } from "~/web/components/ui/textarea";
import { useFormDraft } from "~/web/lib/drafts";
import { failureToast } from "~/web/lib/query-client";
import { fromLocalInput, viewerTimeZone } from "~/web/lib/time-zone";
import { toast } from "~/web/lib/toast";
import { useRequestAppointment } from "./api";

const formSchema = z.object({
  topic: text()
    .trim()
    .min(1, messages.appointments.topicRequired)
    .max(200, "Keep the topic under 200 characters"),
  notes: text().max(2000, "Keep the notes under 2000 characters"),
  requestedAt: z.string(),
});
type FormValues = z.infer<typeof formSchema>;
const empty: FormValues = { topic: "", notes: "", requestedAt: "" };

/** Request a meeting with a manager: a topic (required), notes and an optional preferred time. */
export function RequestMeetingForm() {
  const form = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: empty });
  useFormDraft(form, "meeting-request");
  const { errors } = form.formState;
  const request = useRequestAppointment(failureToast(messages.appointments.requestFailed));
  const zoneHint = `In your time zone, ${viewerTimeZone()}.`;

  const onSubmit = form.handleSubmit((values) =>
    request.mutate(
      {
        topic: values.topic,
        notes: values.notes.trim() || null,
        requestedAt: fromLocalInput(values.requestedAt),
      },
      {
        onSuccess: () => {
          toast({ title: messages.appointments.requested });
          form.reset(empty);
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Request a meeting">
      <FormField id="meeting-topic" label="Topic" error={errors.topic?.message}>
        <Input
          required
          placeholder="e.g. Growing my channel in 2027"
          {...controlProps("meeting-topic", errors.topic?.message)}
          {...form.register("topic")}
        />
      </FormField>
      <FormField id="meeting-notes" label="Notes" error={errors.notes?.message}>
        <Textarea
          rows={3}
          placeholder="What would you like to discuss?"
          {...controlProps("meeting-notes", errors.notes?.message)}
          {...form.register("notes")}
        />
      </FormField>
      <FormField id="meeting-time" label="Preferred time (optional)" hint={zoneHint}>
        <Input
          type="datetime-local"
          {...controlProps("meeting-time", undefined, zoneHint)}
          {...form.register("requestedAt")}
        />
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" disabled={request.isPending}>
          {request.isPending && <Spinner className="size-4" label="Sending" />}
          Request meeting
        </Button>
      </div>
    </form>
  );
}
