import { clsx } from "clsx";
import { ChevronDown } from "lucide-react";
import { useEffect, useId, useState } from "react";
import type { FaqEntry } from "~/content/faq";

/**
 * FAQ disclosures: a native button with aria-expanded per question. The answer stays in the HTML (prerendered,
 * indexable) and opens with a 0.3 s grid-row transition (spec section 9); `invisible` removes it from the
 * accessibility tree and the tab order once closed, after the transition. Before the scripts run (the page
 * paints first, ADR 016) the buttons cannot work, so every answer is open to read; the scripts close them.
 */
function FaqItem({ entry }: { entry: FaqEntry }) {
  const [open, setOpen] = useState(true);
  useEffect(() => setOpen(false), []);
  const id = useId();
  return (
    <div className="rounded-xl border border-border bg-card">
      <h3>
        <button
          type="button"
          id={`${id}-q`}
          aria-expanded={open}
          aria-controls={`${id}-a`}
          onClick={() => setOpen((value) => !value)}
          className="flex w-full items-center justify-between gap-4 rounded-xl px-5 py-4 text-left font-semibold focus-visible:outline-2 focus-visible:outline-ring"
        >
          {entry.question}
          <ChevronDown
            aria-hidden="true"
            className={clsx(
              "size-5 shrink-0 text-muted-foreground transition-transform duration-300",
              open && "rotate-180",
            )}
          />
        </button>
      </h3>
      <section
        id={`${id}-a`}
        aria-labelledby={`${id}-q`}
        className={clsx(
          "grid transition-[grid-template-rows,visibility] duration-300 ease-out motion-reduce:transition-none",
          open ? "visible grid-rows-[1fr]" : "invisible grid-rows-[0fr]",
        )}
      >
        <div className="overflow-hidden">
          <p className="px-5 pb-5 leading-7 text-muted-foreground">{entry.answer}</p>
        </div>
      </section>
    </div>
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
