import { type Ref, useState } from "react";
import { FormField } from "~/web/components/ui/form-field";
import { Input } from "~/web/components/ui/input";
import { NativeSelect } from "~/web/components/ui/native-select";

interface Option {
  id: string;
  label: string;
}

/**
 * A searchable select for a long list kept on the server (brands, creators, managers): the typed text asks
 * the server for the first matches, and a native select offers them (keyboard, screen readers and phones
 * handle it as they know best). The chosen option stays offered while other searches run.
 */
export function Picker({
  id,
  label,
  value,
  selected,
  onChange,
  onBlur,
  selectRef,
  useOptions,
  error,
  hint,
  placeholder,
}: {
  id: string;
  label: string;
  value: string;
  /** the chosen option's label (it may not be among the matches of the search) */
  selected?: Option;
  onChange: (option: Option | null) => void;
  onBlur?: () => void;
  /** the select's element (a form focuses it when the choice is missing) */
  selectRef?: Ref<HTMLSelectElement>;
  /** the server's first matches of the search */
  useOptions: (search: string) => { options: Option[]; isFetching: boolean };
  error?: string;
  hint?: string;
  placeholder: string;
}) {
  const [search, setSearch] = useState("");
  const { options, isFetching } = useOptions(search.trim());
  const shown = selected && !options.some((o) => o.id === selected.id) ? [selected, ...options] : options;
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <div className="grid gap-2">
        <Input
          type="search"
          aria-label={`Search ${label.replace(/ \(required\)$/, "").toLowerCase()}`}
          aria-controls={id}
          placeholder={placeholder}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="h-9"
        />
        <NativeSelect
          ref={selectRef}
          id={id}
          aria-invalid={!!error}
          aria-describedby={describedBy}
          aria-busy={isFetching}
          value={value}
          onChange={(event) => {
            const option = shown.find((o) => o.id === event.target.value);
            onChange(option ?? null);
          }}
          onBlur={onBlur}
        >
          <option value="">{shown.length ? "Choose…" : search ? "No match" : "None yet"}</option>
          {shown.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </div>
    </FormField>
  );
}
