import {
  answerSlotId,
  BEFORE_SCRIPTS_ATTRIBUTE,
  FORM_ANSWER_ID,
  type FormAnswer,
  fieldId,
} from "~/domain/form-answer";

/*
 * A prerendered page (login, contact) filled in with the server's answer to its form (docs/decisions/041):
 * the values typed, the error or notice in the page's answer slot, the tab to show, and the answer itself
 * as a JSON data block for the page's scripts. The page renders its slot and fields so that filling them
 * here gives exactly what it renders itself from the answer: hydration then finds what it expects. A page
 * whose markup lacks a hook throws, so a change on the page's side fails the tests instead of the visitor.
 */

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" })[ch]!,
  );

/** The answer as a data block (`application/json` runs nothing, so the strict CSP needs no hash for it). */
function dataBlock(answer: FormAnswer): string {
  // `<` escaped: no text typed into a field can close the script element
  const json = JSON.stringify(answer).replace(/</g, "\\u003c");
  return `<script type="application/json" id="${FORM_ANSWER_ID}">${json}</script>`;
}

function replaceOnce(html: string, pattern: RegExp, replace: (...groups: string[]) => string, what: string) {
  let found = false;
  const result = html.replace(pattern, (...match: string[]) => {
    found = true;
    return replace(...match);
  });
  if (!found) throw new Error(`form page: ${what} not found`);
  return result;
}

/** The opening tag of the element with this id (attribute values hold no `>`: React escapes it). */
const tagWithId = (tag: string, id: string) => new RegExp(`<${tag}\\b[^>]*\\sid="${id}"[^>]*>`);

/** Puts the text into the (empty) element with this id. */
function fillText(html: string, id: string, text: string) {
  return replaceOnce(
    html,
    new RegExp(`(<(\\w+)\\b[^>]*\\sid="${id}"[^>]*>)(</\\2>)`),
    (_, open, _tag, close) => `${open}${escapeHtml(text)}${close}`,
    `empty element #${id}`,
  );
}

/** Gives the input or textarea with this id its value, as React renders a `defaultValue`. */
function fillField(html: string, id: string, value: string) {
  if (tagWithId("textarea", id).test(html)) {
    return replaceOnce(
      html,
      new RegExp(`(<textarea\\b[^>]*\\sid="${id}"[^>]*>)</textarea>`),
      (_, open) => `${open}${escapeHtml(value)}</textarea>`,
      `textarea #${id}`,
    );
  }
  return replaceOnce(
    html,
    tagWithId("input", id),
    (tag) => tag.replace(/\s*\/?>$/, ` value="${escapeHtml(value)}"/>`),
    `input #${id}`,
  );
}

/**
 * Marks the control with this id as refused, as FormField renders an error: `aria-invalid`, the message in a
 * line under it, and the line named as its description (a screen reader reads it with the field).
 */
function fillFieldError(html: string, id: string, message: string) {
  const line = `<p id="${id}-error" class="text-sm font-medium text-destructive">${escapeHtml(message)}</p>`;
  const mark = (tag: string) =>
    tag
      .replace(/\saria-invalid="false"/, "")
      .replace(/^<(\w+)/, `<$1 aria-invalid="true" aria-describedby="${id}-error"`);
  if (tagWithId("textarea", id).test(html)) {
    return replaceOnce(
      html,
      new RegExp(`(<textarea\\b[^>]*\\sid="${id}"[^>]*>)([\\s\\S]*?</textarea>)`),
      (_, open, rest) => `${mark(open)}${rest}${line}`,
      `textarea #${id}`,
    );
  }
  return replaceOnce(html, tagWithId("input", id), (tag) => `${mark(tag)}${line}`, `input #${id}`);
}

/** The fields a form's page has (an error for any other field has no place to go but the answer slot). */
const FIELDS_OF: Record<FormAnswer["form"], string[]> = {
  login: ["email", "password"],
  signup: ["name", "email", "password"],
  contact: ["name", "email", "subject", "message"],
};

/** The prerendered `html` of the answered form's page, filled in with `answer`. */
export function answeredPage(html: string, answer: FormAnswer): string {
  let page = replaceOnce(html, /<body>/, (body) => `${body}${dataBlock(answer)}`, "<body>");
  if (answer.form === "signup") {
    const attribute = (tab: string) => `${BEFORE_SCRIPTS_ATTRIBUTE}="${tab}"`;
    page = replaceOnce(page, new RegExp(attribute("login")), () => attribute("signup"), "the login tabs");
  }
  if (answer.error) page = fillText(page, answerSlotId(answer.form, "error"), answer.error);
  if (answer.notice) page = fillText(page, answerSlotId(answer.form, "notice"), answer.notice);
  for (const [field, value] of Object.entries(answer.values ?? {})) {
    if (value) page = fillField(page, fieldId(answer.form, field), value);
  }
  for (const [field, message] of Object.entries(answer.fieldErrors ?? {})) {
    if (FIELDS_OF[answer.form].includes(field))
      page = fillFieldError(page, fieldId(answer.form, field), message);
  }
  return page;
}
