import { useQuery } from "@tanstack/react-query";
import { AlarmClock, X } from "lucide-react";
import {
  CHAT_WAITING_KEYS,
  CHAT_WAITING_LABELS,
  type ChatWaiting,
  COUNTRY_PATTERN,
  countryName,
} from "~/domain/chat-inbox";
import { Button } from "~/web/components/ui/button";
import { SelectField } from "~/web/features/performance";
import { type ChatFilters, chatQueries, useChatCounts } from "./api";

/* The inbox's filters (issue 35, ADR 079): snoozed or not, the page the chat began on, the visitor's
   country, how long they have waited. They live in the address and combine; the server applies them. */

/** The filters the address holds (anything else in it is ignored: the server would refuse it). */
export function filtersOf(params: URLSearchParams): ChatFilters {
  const from = params.get("from") ?? "";
  const country = params.get("country")?.toUpperCase() ?? "";
  const waiting = params.get("waiting") as ChatWaiting | null;
  return {
    ...(params.get("state") === "snoozed" ? { state: "snoozed" as const } : {}),
    ...(/^\/\S*$/.test(from) && from.length <= 500 ? { from } : {}),
    ...(COUNTRY_PATTERN.test(country) ? { country } : {}),
    ...(waiting && CHAT_WAITING_KEYS.includes(waiting) ? { waiting } : {}),
  };
}

/** The filters above the list: each choice changes the address (a step Back undoes). */
export function ChatFiltersBar({
  filters,
  onChange,
}: {
  filters: ChatFilters;
  onChange: (changes: Record<string, string | null>) => void;
}) {
  const facets = useQuery(chatQueries.facets());
  const counts = useChatCounts();
  const withChosen = (values: { value: string }[] = [], chosen?: string) =>
    chosen && !values.some((v) => v.value === chosen) ? [{ value: chosen }, ...values] : values;
  const snoozed = filters.state === "snoozed";
  const filtered = Boolean(filters.from || filters.country || filters.waiting);
  return (
    <div className="flex flex-col gap-2 border-b px-4 py-2">
      <div className="grid grid-cols-3 gap-2 [&_label]:text-xs">
        <SelectField
          id="chat-filter-page"
          label="Page"
          value={filters.from ?? ""}
          options={[
            { value: "", label: "All pages" },
            ...withChosen(facets.data?.pages, filters.from).map(({ value }) => ({ value, label: value })),
          ]}
          onChange={(value) => onChange({ from: value || null })}
        />
        <SelectField
          id="chat-filter-country"
          label="Country"
          value={filters.country ?? ""}
          options={[
            { value: "", label: "All countries" },
            ...withChosen(facets.data?.countries, filters.country).map(({ value }) => ({
              value,
              label: countryName(value),
            })),
          ]}
          onChange={(value) => onChange({ country: value || null })}
        />
        <SelectField
          id="chat-filter-waiting"
          label="Waiting"
          value={filters.waiting ?? ""}
          options={[
            { value: "", label: "Any time" },
            ...CHAT_WAITING_KEYS.map((key) => ({ value: key, label: CHAT_WAITING_LABELS[key] })),
          ]}
          onChange={(value) => onChange({ waiting: value || null })}
        />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant={snoozed ? "secondary" : "ghost"}
          size="sm"
          aria-pressed={snoozed}
          onClick={() => onChange({ state: snoozed ? null : "snoozed" })}
        >
          <AlarmClock aria-hidden className="size-4" />
          Snoozed
          <span className="rounded-full bg-muted-foreground/15 px-1.5 text-xs tabular-nums">
            {counts.data ? counts.data.snoozed : "–"}
          </span>
        </Button>
        {filtered && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onChange({ from: null, country: null, waiting: null })}
          >
            <X aria-hidden className="size-4" />
            Clear filters
          </Button>
        )}
      </div>
    </div>
  );
}
