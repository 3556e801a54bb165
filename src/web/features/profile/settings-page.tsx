import { CalendarClock } from "lucide-react";
import { Link } from "react-router";
import { hasMeetingCalendar } from "~/domain/calendar-feed";
import { messages } from "~/domain/messages";
import { PageHeader } from "~/web/components/dashboard/page-header";
import { QueryState } from "~/web/components/query-state";
import { Button } from "~/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/web/components/ui/card";
import { Skeleton } from "~/web/components/ui/skeleton";
import { CalendarFeedSection } from "~/web/features/calendar-feed";
import { NotificationPreferences } from "~/web/features/notifications";
import { AvatarUpload } from "~/web/features/profile/avatar-upload";
import { DangerZone } from "~/web/features/profile/danger-zone";
import { ProfileForm } from "~/web/features/profile/profile-form";
import { TwoFactorSection } from "~/web/features/profile/two-factor-section";
import { useProfile } from "~/web/lib/use-profile";

function SettingsSkeleton() {
  return (
    <div className="grid gap-6">
      {[0, 1].map((card) => (
        <div key={card} className="grid gap-4 rounded-xl border bg-card p-6">
          <Skeleton className="h-5 w-32" />
          <Skeleton className="h-4 w-64 max-w-full" />
          <div className="flex items-center gap-4">
            <Skeleton className="size-20 rounded-full" />
            <Skeleton className="h-10 flex-1" />
          </div>
          <Skeleton className="h-10" />
        </div>
      ))}
    </div>
  );
}

/**
 * Settings, the same screen under every area's /settings: profile, avatar, two-factor, danger zone. A
 * settings page uses the narrower column, on the same left edge as every other page.
 */
export function SettingsPage() {
  const profile = useProfile({ errorToast: messages.profile.fetchFailed });

  return (
    <div className="flex max-w-3xl min-w-0 flex-col gap-6">
      <PageHeader title="Settings" description="Manage your profile and account security." />
      <QueryState query={profile} what="your profile" skeleton={<SettingsSkeleton />}>
        {(loaded) => (
          <div className="grid gap-6">
            <Card>
              <CardHeader>
                <CardTitle>Profile</CardTitle>
                <CardDescription>This is how managers and collaborators see you.</CardDescription>
              </CardHeader>
              <CardContent className="grid gap-8">
                <AvatarUpload profile={loaded} />
                <ProfileForm profile={loaded} />
              </CardContent>
            </Card>
            {loaded.role === "manager" && (
              <Card>
                <CardHeader>
                  <CardTitle>Availability</CardTitle>
                  <CardDescription>The hours creators can book meetings with you.</CardDescription>
                </CardHeader>
                <CardContent>
                  <Button asChild variant="outline">
                    <Link to="/talent-dashboard/availability">
                      <CalendarClock aria-hidden className="size-4" />
                      Set your availability
                    </Link>
                  </Button>
                </CardContent>
              </Card>
            )}
            <TwoFactorSection enabled={loaded.twoFactorEnabled} />
            <NotificationPreferences />
            {hasMeetingCalendar(loaded.role) && <CalendarFeedSection />}
            <DangerZone role={loaded.role} />
          </div>
        )}
      </QueryState>
    </div>
  );
}
