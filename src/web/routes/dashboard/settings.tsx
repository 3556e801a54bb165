import { useEffect } from "react";
import { messages } from "~/domain/messages";
import { PageHeader } from "~/web/components/dashboard/page-header";
import { Button } from "~/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/web/components/ui/card";
import { PageSpinner } from "~/web/components/ui/spinner";
import { AvatarUpload } from "~/web/features/profile/avatar-upload";
import { DangerZone } from "~/web/features/profile/danger-zone";
import { ProfileForm } from "~/web/features/profile/profile-form";
import { TwoFactorSection } from "~/web/features/profile/two-factor-section";
import { useProfile } from "~/web/features/profile/use-profile";
import { toast } from "~/web/lib/toast";

export function meta() {
  return [{ title: "Settings | CreatorDesk" }, { name: "robots", content: "noindex" }];
}

/** Settings, the same screen under every area's /settings: profile, avatar, two-factor, danger zone. */
export default function SettingsPage() {
  const { data: profile, isPending, isError, refetch } = useProfile();

  useEffect(() => {
    if (isError) toast({ ...messages.profile.fetchFailed, variant: "destructive" });
  }, [isError]);

  return (
    <div className="mx-auto flex max-w-3xl min-w-0 flex-col gap-6">
      <PageHeader title="Settings" description="Manage your profile and account security." />
      {isPending && <PageSpinner />}
      {isError && (
        <Card>
          <CardHeader>
            <CardTitle>{messages.profile.fetchFailed.title}</CardTitle>
            <CardDescription>{messages.profile.fetchFailed.description}</CardDescription>
          </CardHeader>
          <CardContent>
            <Button variant="outline" onClick={() => refetch()}>
              Try again
            </Button>
          </CardContent>
        </Card>
      )}
      {profile && (
        <>
          <Card>
            <CardHeader>
              <CardTitle>Profile</CardTitle>
              <CardDescription>This is how managers and collaborators see you.</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-8">
              <AvatarUpload profile={profile} />
              <ProfileForm profile={profile} />
            </CardContent>
          </Card>
          <TwoFactorSection enabled={profile.twoFactorEnabled} />
          <DangerZone />
        </>
      )}
    </div>
  );
}
