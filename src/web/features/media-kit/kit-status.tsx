import { Copy, ExternalLink } from "lucide-react";
import type { UseFormReturn } from "react-hook-form";
import { kitPath, type MediaKit, type MediaKitForm } from "~/domain/media-kit";
import { messages } from "~/domain/messages";
import { Button } from "~/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/web/components/ui/card";
import { copyWithToast } from "~/web/lib/clipboard";

const copy = (url: string) =>
  copyWithToast(url, { copied: messages.mediaKit.linkCopied, failed: messages.mediaKit.copyFailed });

/**
 * Whether brands can open the kit, as saved: live at its address (to copy or open), or off. The switch is
 * the form's; what it will change once saved is said beside it.
 */
export function KitStatus({
  kit,
  form,
  slug,
  published,
}: {
  kit: MediaKit;
  form: UseFormReturn<MediaKitForm>;
  slug: string;
  published: boolean;
}) {
  const live = kit.saved && kit.published;
  const url = `${window.location.origin}${kitPath(kit.slug)}`;
  const pending =
    published !== live
      ? published
        ? "Save to publish it."
        : "Save to turn it off."
      : live && slug !== kit.slug
        ? "Saving moves it to the new address; the old one stops working at once."
        : null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Status</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <label className="flex w-fit items-center gap-3 font-medium">
          <input
            type="checkbox"
            role="switch"
            aria-checked={published}
            className="size-6 shrink-0 accent-primary"
            {...form.register("published")}
          />
          Published
        </label>
        <div role="status" className="grid gap-3">
          {live ? (
            <>
              <p className="wrap-anywhere">
                Your media kit is live at{" "}
                <a href={url} className="font-medium text-primary underline" data-testid="kit-url">
                  {url}
                </a>
              </p>
              <div className="flex flex-wrap gap-2">
                <Button type="button" variant="outline" size="sm" onClick={() => copy(url)}>
                  <Copy aria-hidden className="size-4" />
                  Copy link
                </Button>
                <Button asChild variant="outline" size="sm">
                  <a href={kitPath(kit.slug)} target="_blank" rel="noopener">
                    <ExternalLink aria-hidden className="size-4" />
                    Open
                  </a>
                </Button>
              </div>
            </>
          ) : (
            <p className="text-muted-foreground">Off — brands cannot open it.</p>
          )}
          {pending && <p className="text-sm font-medium text-amber-700">{pending}</p>}
        </div>
      </CardContent>
    </Card>
  );
}
