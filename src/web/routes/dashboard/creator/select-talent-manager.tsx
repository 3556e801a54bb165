import { SelectManagerPage } from "~/web/features/roster/select-manager-page";

export function meta() {
  return [{ title: "Choose Your Manager | CreatorDesk" }, { name: "robots", content: "noindex" }];
}

export default function Page() {
  return <SelectManagerPage />;
}
