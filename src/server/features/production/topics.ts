import { and, eq } from "drizzle-orm";
import { seesAllProjects } from "~/domain/policy";
import { PROJECT_KINDS, type ProjectKind } from "~/domain/projects";
import { projects } from "../../db/schema";
import type { TopicAuthorizer } from "../../realtime/topics";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `project:{kind}`: every change to projects of a kind, for its staff and managers.
 * `project:{kind}:{id}`: one project's chat, for its creator, the kind's staff and managers.
 */
export const projectTopics: Record<string, TopicAuthorizer> = {
  "project:": async (caller, topic, deps) => {
    if (!caller.user) return false;
    const [kind, id, ...rest] = topic.slice("project:".length).split(":");
    if (!PROJECT_KINDS.includes(kind as ProjectKind) || rest.length) return false;
    const seesAll = seesAllProjects(caller.user.role, kind as ProjectKind);
    if (id === undefined) return seesAll;
    if (!UUID.test(id)) return false;
    if (seesAll) return true;
    const [row] = await deps.db
      .select({ creatorId: projects.creatorId })
      .from(projects)
      .where(and(eq(projects.id, id), eq(projects.kind, kind as ProjectKind)));
    return row?.creatorId === caller.user.id;
  },
};
