import type { ReactNode } from "react";
import { mayRequestProject, seesAllProjects } from "~/domain/policy";
import type { ProjectKind } from "~/domain/projects";
import { PageHeader } from "~/web/components/dashboard/page-header";
import { useCurrentUser } from "~/web/components/session-guard";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/web/components/ui/card";
import { ProjectsView } from "./projects-view";

/**
 * A creator's management page for one kind (spec section 2): the request form and their own requests, each
 * with View Details and the project chat. Managers (and the kind's staff) see every request here, and
 * managers get no creator-only actions (no form).
 */
export function CreatorProjectsPage({
  kind,
  title,
  description,
  formTitle,
  form,
}: {
  kind: ProjectKind;
  title: string;
  description: string;
  formTitle: string;
  form: ReactNode;
}) {
  const me = useCurrentUser();
  const seesAll = seesAllProjects(me.role, kind);
  return (
    <>
      <PageHeader title={title} description={description} />
      <div className="grid gap-6">
        {mayRequestProject(me.role) && (
          <Card>
            <CardHeader>
              <CardTitle>{formTitle}</CardTitle>
              <CardDescription>We reply in the request's chat and mark it done here.</CardDescription>
            </CardHeader>
            <CardContent>{form}</CardContent>
          </Card>
        )}
        <ProjectsView kind={kind} title={seesAll ? "All requests" : "Your requests"} />
      </div>
    </>
  );
}
