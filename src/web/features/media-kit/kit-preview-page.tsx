import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { PageHeader } from "~/web/components/dashboard/page-header";
import { QueryState } from "~/web/components/query-state";
import { Button } from "~/web/components/ui/button";
import { Skeleton } from "~/web/components/ui/skeleton";
import { useKitPreview } from "~/web/features/media-kit/api";
import { KitDocument } from "~/web/features/media-kit/kit-document";

/** The saved kit as brands will see it, published or not. */
export function KitPreviewPage() {
  const preview = useKitPreview();
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Preview"
        description="Your saved media kit as brands see it."
        action={
          <Button asChild variant="outline">
            <Link to="/creator-dashboard/media-kit">
              <ArrowLeft aria-hidden className="size-4" />
              Back to the editor
            </Link>
          </Button>
        }
      />
      <QueryState query={preview} what="the preview" skeleton={<Skeleton className="h-96 w-full" />}>
        {(kit) => (
          <div className="overflow-hidden rounded-xl border border-border">
            <KitDocument kit={kit} embedded />
          </div>
        )}
      </QueryState>
    </div>
  );
}
