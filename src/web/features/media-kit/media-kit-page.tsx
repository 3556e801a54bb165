import { QueryState } from "~/web/components/query-state";
import { Skeleton } from "~/web/components/ui/skeleton";
import { useMediaKit } from "~/web/features/media-kit/api";
import { KitForm } from "~/web/features/media-kit/kit-form";

/** The creator's media kit: what brands see at /kit/{slug}, and whether they can. */
export function MediaKitPage() {
  const kit = useMediaKit();
  return (
    <QueryState query={kit} what="your media kit" skeleton={<Skeleton className="h-96 w-full" />}>
      {(data) => <KitForm key={data.updatedAt ?? "new"} kit={data} />}
    </QueryState>
  );
}
