import { ArrowLeft } from "lucide-react";
import { Link, useParams } from "react-router";
import { PageHeader } from "~/web/components/dashboard/page-header";
import { DataList } from "~/web/components/data-list";
import { QueryState } from "~/web/components/query-state";
import { Button } from "~/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/web/components/ui/card";
import { useCreatorDetail } from "~/web/features/performance/api";
import { channelColumns } from "~/web/features/performance/channels-list";
import { PerformanceView } from "~/web/features/performance/performance-view";

/** One creator's channels and charts, for managers. */
export function CreatorDetailPage() {
  const userId = useParams().userId ?? "";
  const detail = useCreatorDetail(userId);
  const creator = detail.data;
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader
        title={creator ? `${creator.name || creator.email}'s performance` : "Creator performance"}
        description={creator ? creator.email : "A creator's channels and how they grow."}
        action={
          <Button asChild variant="outline">
            <Link to="/talent-dashboard/performance">
              <ArrowLeft aria-hidden className="size-4" />
              All creators
            </Link>
          </Button>
        }
      />
      <QueryState query={detail} what="this creator">
        {(data) => (
          <div className="flex flex-col gap-6">
            <Card>
              <CardHeader>
                <CardTitle>Channels</CardTitle>
              </CardHeader>
              <CardContent>
                {data.channels.length ? (
                  <DataList
                    label="Channels"
                    rows={data.channels}
                    rowKey={(c) => c.id}
                    columns={channelColumns}
                  />
                ) : (
                  <p className="text-sm text-muted-foreground">This creator has not added a channel yet.</p>
                )}
              </CardContent>
            </Card>
            <PerformanceView source={{ kind: "creator", userId: data.id }} channels={data.channels} />
          </div>
        )}
      </QueryState>
    </div>
  );
}
