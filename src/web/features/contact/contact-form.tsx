import { answerSlotId, fieldId } from "~/domain/form-answer";
import { AnswerSlot } from "~/web/components/answer-slot";
import { Button } from "~/web/components/ui/button";
import { controlProps, FormField } from "~/web/components/ui/form-field";
import { Input } from "~/web/components/ui/input";
import { Textarea } from "~/web/components/ui/textarea";

/** A field's id, name and accessibility wiring (its error is added beside it by whoever shows one). */
const control = (name: "name" | "email" | "subject" | "message") => ({
  ...controlProps(fieldId("contact", name)),
  name,
});

/**
 * The Contact page's message form, as HTML on the static Contact page (src/web/site, ADR 077). It posts to
 * the server, which answers with this page filled in: the confirmation, or the error and what was typed
 * (docs/decisions/041, the slots and field ids below). With scripts, the `contact` island sends it in the
 * page instead (site/contact-form.ts: the shared zod schema's errors under the fields, the spec's toasts).
 */
export function ContactForm() {
  return (
    <form
      method="post"
      action="/contact"
      data-island="contact"
      noValidate
      className="mt-6 grid gap-5"
      aria-label="Contact form"
    >
      <AnswerSlot id={answerSlotId("contact", "notice")} kind="notice" />
      <AnswerSlot id={answerSlotId("contact", "error")} kind="error" />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id={fieldId("contact", "name")} label="Name">
          <Input autoComplete="name" {...control("name")} />
        </FormField>
        <FormField id={fieldId("contact", "email")} label="Email">
          <Input type="email" autoComplete="email" {...control("email")} />
        </FormField>
      </div>
      <FormField id={fieldId("contact", "subject")} label="Subject">
        <Input {...control("subject")} />
      </FormField>
      <FormField id={fieldId("contact", "message")} label="Message">
        <Textarea rows={6} {...control("message")} />
      </FormField>
      <Button type="submit" size="lg" className="w-full sm:w-auto sm:justify-self-start">
        Send Message
      </Button>
    </form>
  );
}
