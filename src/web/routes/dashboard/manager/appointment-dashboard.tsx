import { PageHeader } from "~/web/components/dashboard/page-header";
import { Card, CardContent } from "~/web/components/ui/card";
import { AllAppointments } from "~/web/features/appointments/all-appointments";
import { viewerTimeZone } from "~/web/lib/time-zone";

export function meta() {
  return [{ title: "Appointments | CreatorDesk" }, { name: "robots", content: "noindex" }];
}

/** Spec section 2: every appointment, with a Manage dialog. */
export default function AppointmentDashboard() {
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader
        title="Appointments"
        description={`Every creator's meeting requests and booked meetings, newest first. Times in your time zone, ${viewerTimeZone()}.`}
      />
      <Card className="min-w-0">
        <CardContent className="pt-6">
          <AllAppointments />
        </CardContent>
      </Card>
    </div>
  );
}
