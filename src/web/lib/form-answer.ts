import { useEffect, useState } from "react";
import { type AnsweredForm, FORM_ANSWER_ID, type FormAnswer } from "~/domain/form-answer";

/*
 * A public form posted before the page's scripts ran is answered by the server with the page filled in:
 * what was typed, the error or notice, and the answer itself as a data block (docs/decisions/041). The
 * form's first render uses the same answer, so that hydration finds exactly the page it renders.
 */

let pending: FormAnswer | null | undefined;

function pageAnswer(): FormAnswer | null {
  if (pending === undefined) {
    const block = typeof document === "undefined" ? null : document.getElementById(FORM_ANSWER_ID);
    try {
      pending = block?.textContent ? (JSON.parse(block.textContent) as FormAnswer) : null;
    } catch {
      pending = null;
    }
  }
  return pending;
}

/**
 * The server's answer to one of `forms` in this page (null when there is none, and while prerendering).
 * Forgotten once the form has mounted: coming back to the page later shows it blank.
 */
export function useFormAnswer(...forms: AnsweredForm[]): FormAnswer | null {
  const [answer] = useState(() => {
    const found = pageAnswer();
    return found && forms.includes(found.form) ? found : null;
  });
  useEffect(() => {
    if (answer) pending = null;
  }, [answer]);
  return answer;
}
