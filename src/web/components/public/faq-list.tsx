import { ChevronDown } from "lucide-react";
import type { FaqEntry } from "~/content/faq";

/**
 * FAQ disclosures: native `<details>`, so a question opens and closes with no script at all (and the
 * browser's find-in-page opens the answer it finds). The answer stays in the HTML (indexable) and opens
 * with a 0.3 s height transition in CSS (spec section 9: `.faq-item` in app.css).
 */
function FaqItem({ entry }: { entry: FaqEntry }) {
  return (
    <details className="faq-item group rounded-xl border border-border bg-card">
      <summary className="flex w-full cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 text-left font-semibold focus-visible:outline-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
        <h3>{entry.question}</h3>
        <ChevronDown
          aria-hidden="true"
          className="size-5 shrink-0 text-muted-foreground transition-transform duration-300 group-open:rotate-180 motion-reduce:transition-none"
        />
      </summary>
      <p className="px-5 pb-5 leading-7 text-muted-foreground">{entry.answer}</p>
    </details>
  );
}

export function FaqList({ entries }: { entries: readonly FaqEntry[] }) {
  return (
    <div className="space-y-3">
      {entries.map((entry) => (
        <FaqItem key={entry.question} entry={entry} />
      ))}
    </div>
  );
}
