import { ScriptStudioPage } from "~/web/features/scripts/script-studio-page";

export function meta() {
  return [{ title: "Script Studio | CreatorDesk" }, { name: "robots", content: "noindex" }];
}

export default function Page() {
  return <ScriptStudioPage />;
}
