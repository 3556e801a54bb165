/*
 * The public forms (sign-in, sign-up, contact) work before their page's scripts have run: the browser posts
 * them to the page's own address and the server answers with the same prerendered page, filled in
 * (docs/decisions/041). What the server filled in travels with the page as a JSON data block, so that the
 * page's first render in the browser shows the same thing and hydrates without a mismatch.
 */

/** The id of the page's `<script type="application/json">` that carries the server's answer. */
export const FORM_ANSWER_ID = "form-answer";

/** Which form the server answered: the login page's two tabs, or the contact form. */
export type AnsweredForm = "login" | "signup" | "contact";

export interface FormAnswer {
  form: AnsweredForm;
  /** What the visitor typed, to show again (never a password). */
  values?: Record<string, string>;
  /** Why it did not work, in the words a toast would use. */
  error?: string;
  /** What worked (the contact form's confirmation). */
  notice?: string;
  /** Each refused field's own message, shown under it and named by it (the contact form). */
  fieldErrors?: Record<string, string>;
}

/** The id of a form's field: `login-email`, `signup-name`, `contact-message`... */
export const fieldId = (form: AnsweredForm, field: string) => `${form}-${field}`;

/**
 * The elements each page renders empty (and hides while empty) for the server's error or notice: the login
 * page has one error slot for both tabs.
 */
export const answerSlotId = (form: AnsweredForm, kind: "error" | "notice") =>
  `${form === "contact" ? "contact" : "login"}-${kind}`;

/**
 * The login card's attribute until its scripts run: which tab CSS shows (`login` in the prerendered page,
 * `signup` when the server answered the Sign Up tab). Removed once the tabs work.
 */
export const BEFORE_SCRIPTS_ATTRIBUTE = "data-before-scripts";
