import { QueryState } from "~/web/components/query-state";
import { Skeleton } from "~/web/components/ui/skeleton";
import { useMyAvailability } from "~/web/features/availability/api";
import { AvailabilityEditor } from "~/web/features/availability/availability-form";

function AvailabilitySkeleton() {
  return (
    <div className="grid gap-6">
      <Skeleton className="h-10 w-64" />
      <div className="grid gap-3 lg:grid-cols-7">
        {[0, 1, 2, 3, 4, 5, 6].map((day) => (
          <Skeleton key={day} className="h-24 lg:h-64" />
        ))}
      </div>
      <Skeleton className="h-40" />
    </div>
  );
}

/** A manager's availability (issue 20): the weekly hours, days off, lengths, buffer and notice creators book into. */
export function AvailabilityPage() {
  const availability = useMyAvailability();
  return (
    <QueryState query={availability} what="your availability" skeleton={<AvailabilitySkeleton />}>
      {(settings) => <AvailabilityEditor settings={settings} />}
    </QueryState>
  );
}
