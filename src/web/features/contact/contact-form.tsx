import { zodResolver } from "@hookform/resolvers/zod";
import { LoaderCircle } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { type ContactMessageInput, contactMessageSchema } from "~/domain/contact";
import { answerSlotId } from "~/domain/form-answer";
import { messages } from "~/domain/messages";
import { AnswerSlot } from "~/web/components/answer-slot";
import { Button } from "~/web/components/ui/button";
import { controlProps, FormField } from "~/web/components/ui/form-field";
import { Input } from "~/web/components/ui/input";
import { Textarea } from "~/web/components/ui/textarea";
import { ApiError } from "~/web/lib/api";
import { errorToast } from "~/web/lib/api-error-toast";
import { useFormDraft } from "~/web/lib/drafts";
import { useFormAnswer } from "~/web/lib/form-answer";
import { setServerFieldErrors } from "~/web/lib/form-errors";
import { toast } from "~/web/lib/toast";
import { sendContactMessage } from "./send-contact-message";

type Field = keyof ContactMessageInput;
const empty: ContactMessageInput = { name: "", email: "", subject: "", message: "" };

/** The server's own message when it sent one; otherwise (network down, proxy page) the spec's default. */
function failureDetail(error: unknown) {
  return error instanceof ApiError && error.code ? error.message : messages.contact.defaultError;
}

/**
 * The Contact page's message form: validated here and on the server by the same schema. Before its code
 * runs it is a plain form that the server answers with this page (docs/decisions/041): the confirmation,
 * or the error and what was typed, which the first render here shows too. On the static Contact page
 * (src/web/site) this component renders the HTML and the `contact` island sends it (site/contact-form.ts).
 */
export function ContactForm() {
  const answer = useFormAnswer("contact");
  const kept: Partial<ContactMessageInput> = answer?.values ?? {};
  const form = useForm<ContactMessageInput>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: { ...empty, ...kept },
  });
  useFormDraft(form, "contact");
  const { errors, isSubmitting } = form.formState;
  const [served, setServed] = useState(answer);

  const onSubmit = form.handleSubmit(async (values) => {
    setServed(null);
    try {
      await sendContactMessage(values);
      toast(messages.contact.sent);
      form.reset(empty);
    } catch (error) {
      setServerFieldErrors(form, error);
      errorToast(messages.contact.failedTitle, messages.contact.failedDescription(failureDetail(error)));
    }
  });

  /** A control's id, accessibility wiring and form binding: its error is announced with it. */
  const control = (name: Field) => ({
    ...controlProps(`contact-${name}`, errors[name]?.message),
    defaultValue: kept[name],
    ...form.register(name),
  });

  return (
    <form
      method="post"
      action="/contact"
      data-island="contact"
      onSubmit={onSubmit}
      noValidate
      className="mt-6 grid gap-5"
      aria-label="Contact form"
    >
      <AnswerSlot id={answerSlotId("contact", "notice")} kind="notice">
        {served?.notice}
      </AnswerSlot>
      <AnswerSlot id={answerSlotId("contact", "error")} kind="error">
        {served?.error}
      </AnswerSlot>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="contact-name" label="Name" error={errors.name?.message}>
          <Input autoComplete="name" {...control("name")} />
        </FormField>
        <FormField id="contact-email" label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...control("email")} />
        </FormField>
      </div>
      <FormField id="contact-subject" label="Subject" error={errors.subject?.message}>
        <Input {...control("subject")} />
      </FormField>
      <FormField id="contact-message" label="Message" error={errors.message?.message}>
        <Textarea rows={6} {...control("message")} />
      </FormField>
      <Button
        type="submit"
        size="lg"
        disabled={isSubmitting}
        className="w-full sm:w-auto sm:justify-self-start"
      >
        {isSubmitting && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
        {isSubmitting ? "Sending…" : "Send Message"}
      </Button>
    </form>
  );
}
