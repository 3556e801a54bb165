import { useParams } from "react-router";
import { ProjectPage } from "~/web/features/files/project-page";

export function meta() {
  return [{ title: "Design Request | CreatorDesk" }, { name: "robots", content: "noindex" }];
}

/** A design request's page, for its creator and for managers (issue 22). */
export default function ProjectRoute() {
  const id = useParams().projectId ?? "";
  return <ProjectPage key={id} kind="design" id={id} />;
}
