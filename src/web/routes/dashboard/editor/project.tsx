import { useParams } from "react-router";
import { ProjectPage } from "~/web/features/files/project-page";

export function meta() {
  return [{ title: "Editing Project | CreatorDesk" }, { name: "robots", content: "noindex" }];
}

/** An editing project's page, for the editors (issue 22). */
export default function ProjectRoute() {
  const id = useParams().projectId ?? "";
  return <ProjectPage key={id} kind="editing" id={id} />;
}
