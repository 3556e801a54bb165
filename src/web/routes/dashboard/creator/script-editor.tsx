import { useParams } from "react-router";
import { ScriptEditor } from "~/web/features/scripts/script-editor";

export function meta() {
  return [{ title: "Script Editor | CreatorDesk" }, { name: "robots", content: "noindex" }];
}

export default function Page() {
  const { scriptId = "" } = useParams();
  return <ScriptEditor key={scriptId} id={scriptId} />;
}
