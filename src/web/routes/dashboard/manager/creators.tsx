import { RosterPage } from "~/web/features/roster/roster-page";

export function meta() {
  return [{ title: "Creators | CreatorDesk" }, { name: "robots", content: "noindex" }];
}

export default RosterPage;
