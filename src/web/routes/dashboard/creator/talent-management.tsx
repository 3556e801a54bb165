import { PageHeader } from "~/web/components/dashboard/page-header";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/web/components/ui/card";
import { MyAppointments } from "~/web/features/appointments/my-appointments";
import { RequestMeetingForm } from "~/web/features/appointments/request-meeting-form";
import { BookMeeting } from "~/web/features/booking/book-meeting";
import { viewerTimeZone } from "~/web/lib/time-zone";

export function meta() {
  return [{ title: "Talent Management | CreatorDesk" }, { name: "robots", content: "noindex" }];
}

/**
 * Spec section 2: request a meeting and list one's own appointments (cancel while Pending); issue 20: book a
 * free time of one's manager, and move or cancel it.
 */
export default function TalentManagement() {
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader
        title="Talent Management"
        description="Book a meeting with your manager, or request one, and follow your appointments."
      />
      <Card className="min-w-0">
        <CardHeader>
          <CardTitle>Book a meeting</CardTitle>
          <CardDescription>Pick a free time in the next four weeks; it is yours at once.</CardDescription>
        </CardHeader>
        <CardContent>
          <BookMeeting />
        </CardContent>
      </Card>
      <div className="grid min-w-0 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Card className="min-w-0 self-start">
          <CardHeader>
            <CardTitle>Request a meeting</CardTitle>
            <CardDescription>
              No time that suits you? Tell us what you would like to talk about.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <RequestMeetingForm />
          </CardContent>
        </Card>
        <Card className="min-w-0">
          <CardHeader>
            <CardTitle>My appointments</CardTitle>
            <CardDescription>Times are shown in your time zone, {viewerTimeZone()}.</CardDescription>
          </CardHeader>
          <CardContent>
            <MyAppointments />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
