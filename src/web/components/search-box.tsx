import { Search } from "lucide-react";
import type { Ref } from "react";
import { Input } from "~/web/components/ui/input";
import { Label } from "~/web/components/ui/label";
import { cn } from "~/web/lib/utils";

/** A list's search field: a magnifier, a label for assistive tech, the typed text kept by the caller. */
export function SearchBox({
  id,
  label,
  value,
  onChange,
  inputRef,
  placeholder = "Search by email or name",
  className,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
  placeholder?: string;
  className?: string;
}) {
  return (
    <div className={cn("relative w-full sm:w-72", className)}>
      <Label htmlFor={id} className="sr-only">
        {label}
      </Label>
      <Search aria-hidden className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
      <Input
        ref={inputRef}
        id={id}
        type="search"
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="pl-9"
      />
    </div>
  );
}
