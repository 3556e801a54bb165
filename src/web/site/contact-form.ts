import "~/web/lib/zod-config";
import { type ContactMessageInput, contactMessageSchema } from "~/domain/contact";
import { answerSlotId } from "~/domain/form-answer";
import { messages } from "~/domain/messages";
import { sendContactMessage } from "~/web/features/contact";
import { ApiError } from "~/web/lib/api";
import { errorToast } from "~/web/lib/api-error-toast";
import { toast } from "~/web/lib/toast";
import { CONTACT_DRAFT_KEY } from "./contact-draft";
import "./toast";

/*
 * The Contact page's form, sent in the page (islands/contact.ts loads this when the visitor reaches for the
 * form). The same checks as the app's form (features/contact/contact-form.tsx): the shared zod schema here,
 * then the server's; each field's error under it, announced with it (the FormField markup); the spec's toasts;
 * the fields cleared once sent. What was typed is kept in this tab's storage until it is sent (ADR 045's
 * drafts, as the app keeps them), so a reload loses nothing.
 */

const FIELDS = [
  "name",
  "email",
  "subject",
  "message",
] as const satisfies readonly (keyof ContactMessageInput)[];

const control = (form: HTMLFormElement, name: string) =>
  form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement | null;

/** Shows (or clears) a field's error as FormField renders it: a line under the control, named by it. */
function showError(form: HTMLFormElement, name: string, message: string | undefined) {
  const input = control(form, name);
  if (!input) return;
  const id = `${input.id}-error`;
  let line = document.getElementById(id);
  if (!message) {
    line?.remove();
    input.removeAttribute("aria-describedby");
    input.setAttribute("aria-invalid", "false");
    return;
  }
  if (!line) {
    line = document.createElement("p");
    line.id = id;
    line.className = "text-sm font-medium text-destructive";
    input.after(line);
  }
  line.textContent = message;
  input.setAttribute("aria-invalid", "true");
  input.setAttribute("aria-describedby", id);
}

function showErrors(form: HTMLFormElement, errors: Partial<Record<string, string>>) {
  for (const name of FIELDS) showError(form, name, errors[name]);
  const first = FIELDS.find((name) => errors[name]);
  if (first) control(form, first)?.focus();
}

function values(form: HTMLFormElement): Record<string, string> {
  return Object.fromEntries(FIELDS.map((name) => [name, control(form, name)?.value ?? ""]));
}

/** The server's own message when it sent one; otherwise (network down, proxy page) the spec's default. */
function failureDetail(error: unknown) {
  return error instanceof ApiError && error.code ? error.message : messages.contact.defaultError;
}

let sending = false;

export async function send(form: HTMLFormElement) {
  if (sending) return;
  const parsed = contactMessageSchema.safeParse(values(form));
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0]);
      errors[name] ??= issue.message;
    }
    showErrors(form, errors);
    return;
  }
  showErrors(form, {});
  // the server's earlier answer (a post without scripts) gives way to this one
  for (const kind of ["notice", "error"] as const) {
    const slot = document.getElementById(answerSlotId("contact", kind));
    if (slot) slot.textContent = "";
  }
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const label = button?.innerHTML;
  sending = true;
  if (button) {
    button.disabled = true;
    button.textContent = "Sending…";
  }
  try {
    await sendContactMessage(parsed.data);
    toast(messages.contact.sent);
    form.reset();
    for (const name of FIELDS) {
      const input = control(form, name);
      if (input) input.value = "";
    }
    forgetDraft();
  } catch (error) {
    if (error instanceof ApiError && error.fields) showErrors(form, error.fields);
    errorToast(messages.contact.failedTitle, messages.contact.failedDescription(failureDetail(error)));
  } finally {
    sending = false;
    if (button && label !== undefined) {
      button.disabled = false;
      button.innerHTML = label;
    }
  }
}

function forgetDraft() {
  try {
    sessionStorage.removeItem(CONTACT_DRAFT_KEY);
  } catch {}
}

/** Keeps what is typed in this tab's storage, and puts back a draft a reload left. */
function keepDrafts(form: HTMLFormElement) {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(CONTACT_DRAFT_KEY) ?? "null");
    if (saved && typeof saved === "object")
      for (const [name, value] of Object.entries(saved)) {
        const input = control(form, name);
        if (input && !input.value && typeof value === "string") input.value = value;
      }
  } catch {}
  const save = () => {
    const typed = Object.fromEntries(Object.entries(values(form)).filter(([, value]) => value));
    try {
      if (Object.keys(typed).length) sessionStorage.setItem(CONTACT_DRAFT_KEY, JSON.stringify(typed));
      else sessionStorage.removeItem(CONTACT_DRAFT_KEY);
    } catch {}
  };
  form.addEventListener("input", save);
  // what was typed while this code was on its way
  save();
}

const form = document.querySelector<HTMLFormElement>('form[data-island="contact"]');
if (form) keepDrafts(form);
