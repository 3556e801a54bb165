import { SettingsPage } from "~/web/features/profile/settings-page";

export function meta() {
  return [{ title: "Settings | CreatorDesk" }, { name: "robots", content: "noindex" }];
}

export default function Page() {
  return <SettingsPage />;
}
