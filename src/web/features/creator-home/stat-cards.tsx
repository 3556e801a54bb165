import { Clapperboard, Megaphone, Palette } from "lucide-react";
import { useCreatorCounts } from "~/web/features/production";
import { OverallPerformanceCard } from "./overall-performance-card";
import { StatCard } from "./stat-card";

const queued = (n: number) =>
  n === 1 ? "1 project pending or in progress" : `${n} projects pending or in progress`;

/** The four stat cards of the creator home (spec sections 2 and 9). */
export function StatCards() {
  const counts = useCreatorCounts();
  return (
    <section aria-label="Your numbers" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <OverallPerformanceCard />
      <StatCard
        title="Active Promotions"
        icon={Megaphone}
        value={counts.activePromotions}
        note={counts.activePromotions === 0 ? "No active campaigns" : "Campaigns running now"}
        loading={counts.isLoading}
      />
      <StatCard
        title="Editing Queue"
        icon={Clapperboard}
        value={counts.editingQueue}
        note={queued(counts.editingQueue)}
        loading={counts.isLoading}
      />
      <StatCard
        title="Design Requests"
        icon={Palette}
        value={counts.designRequests}
        note={queued(counts.designRequests)}
        loading={counts.isLoading}
      />
    </section>
  );
}
