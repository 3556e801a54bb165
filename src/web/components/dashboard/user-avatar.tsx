import { Avatar, AvatarFallback, AvatarImage } from "~/web/components/ui/avatar";
import { cn } from "~/web/lib/utils";

export function initials(name: string | null | undefined, email: string): string {
  const source = name?.trim() || email.split("@")[0] || "?";
  const parts = source.split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? "") + (parts.length > 1 ? (parts.at(-1)?.[0] ?? "") : "")).toUpperCase() || "?";
}

/** A user's picture, or their initials while it loads or when they have none. */
export function UserAvatar({
  name,
  email,
  image,
  className,
}: {
  name: string | null | undefined;
  email: string;
  image: string | null | undefined;
  className?: string;
}) {
  return (
    <Avatar className={cn("ring-2 ring-background", className)}>
      {image && <AvatarImage src={image} alt={`Avatar of ${name || email}`} />}
      <AvatarFallback aria-hidden>{initials(name, email)}</AvatarFallback>
    </Avatar>
  );
}
