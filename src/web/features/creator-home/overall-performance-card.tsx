import { TrendingUp } from "lucide-react";
import { StatCard } from "./stat-card";

/**
 * Overall Performance (spec section 2): an honest placeholder, awaiting data. The channel-performance issue
 * (issue 12) replaces this file with the live figures.
 */
export function OverallPerformanceCard() {
  return <StatCard title="Overall Performance" icon={TrendingUp} value="—" note="Awaiting data" />;
}
