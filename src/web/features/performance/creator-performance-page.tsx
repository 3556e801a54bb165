import { Plus, Tv } from "lucide-react";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { PageHeader } from "~/web/components/dashboard/page-header";
import { QueryState } from "~/web/components/query-state";
import { Button } from "~/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/web/components/ui/card";
import { useChannels } from "~/web/features/performance/api";
import { ChannelDialog } from "~/web/features/performance/channel-dialog";
import { ChannelsList } from "~/web/features/performance/channels-list";
import { ImportCard } from "~/web/features/performance/import-card";
import { ImportLink, PerformanceView } from "~/web/features/performance/performance-view";

const ME = { kind: "me" } as const;

/** A creator's channels, the import of their analytics exports, and the charts of how they grow. */
export function CreatorPerformancePage() {
  const channels = useChannels();
  const items = channels.data?.items ?? [];
  const { hash } = useLocation();

  // the home card's Import link: scroll to the import section once it is on screen
  useEffect(() => {
    if (hash === "#import" && items.length) document.getElementById("import")?.scrollIntoView();
  }, [hash, items.length]);

  // one filled button a view (ui-guide): Add channel until there is one, then the import card's
  const addButton = (
    <ChannelDialog
      trigger={
        <Button variant={items.length ? "outline" : "default"}>
          <Plus aria-hidden className="size-4" />
          Add channel
        </Button>
      }
    />
  );

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader
        title="Performance"
        description="Import your channels' analytics and see how they grow."
        action={addButton}
      />
      <Card>
        <CardHeader>
          <CardTitle>Channels</CardTitle>
        </CardHeader>
        <CardContent>
          <QueryState
            query={channels}
            what="your channels"
            isEmpty={(page) => page.items.length === 0}
            empty={{
              icon: Tv,
              title: "No channels yet.",
              description:
                "Add your YouTube, Twitch, TikTok or other channel with Add channel, then import its analytics export.",
            }}
          >
            {(page) => <ChannelsList channels={page.items} />}
          </QueryState>
        </CardContent>
      </Card>
      {items.length > 0 && (
        <>
          <ImportCard channels={items} />
          <PerformanceView source={ME} channels={items} emptyAction={<ImportLink />} />
        </>
      )}
    </div>
  );
}
