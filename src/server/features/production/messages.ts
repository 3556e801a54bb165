import { asc, eq } from "drizzle-orm";
import { type ProjectKind, type ProjectMessage, projectChatTopic } from "~/domain/projects";
import type { SessionUser } from "../../auth/session";
import type { AppDeps } from "../../context";
import type { Db } from "../../db/client";
import { projectMessages, user } from "../../db/schema";
import { emit } from "../../events/events";
import { publish } from "../../realtime/publish";
import { findVisibleProject } from "./read";
import { thingOf } from "./write";

/** The newest messages a project chat shows (oldest first). */
const THREAD_LIMIT = 500;

const authorName = (name: string | null | undefined) => name?.trim() || "User";

/** A project's chat, oldest first, for its creator, the kind's staff and managers (else 404). */
export async function listProjectMessages(
  db: Db,
  kind: ProjectKind,
  projectId: string,
  caller: SessionUser,
): Promise<{ items: ProjectMessage[] }> {
  await findVisibleProject(db, kind, projectId, caller);
  const rows = await db
    .select({ message: projectMessages, name: user.name })
    .from(projectMessages)
    .leftJoin(user, eq(user.id, projectMessages.userId))
    .where(eq(projectMessages.projectId, projectId))
    .orderBy(asc(projectMessages.createdAt), asc(projectMessages.id))
    .limit(THREAD_LIMIT);
  return {
    items: rows.map(({ message, name }) => ({
      id: message.id,
      projectId: message.projectId,
      userId: message.userId,
      authorName: authorName(name),
      content: message.content,
      createdAt: message.createdAt.toISOString(),
    })),
  };
}

/** Posts to a project's chat and delivers the message live on the project's topic. */
export async function postProjectMessage(
  deps: AppDeps,
  kind: ProjectKind,
  projectId: string,
  caller: SessionUser,
  content: string,
): Promise<ProjectMessage> {
  return deps.db.transaction(async (tx) => {
    const project = await findVisibleProject(tx, kind, projectId, caller);
    const [row] = await tx
      .insert(projectMessages)
      .values({ projectId, userId: caller.id, content })
      .returning();
    const message: ProjectMessage = {
      id: row!.id,
      projectId,
      userId: caller.id,
      authorName: authorName(caller.name),
      content,
      createdAt: row!.createdAt.toISOString(),
    };
    await publish(
      tx as unknown as Db,
      projectChatTopic(kind, projectId),
      { type: "message", message },
      { type: "message", id: message.id },
    );
    await emit(tx, "work.message_posted", {
      actor: { id: caller.id, name: message.authorName },
      thing: thingOf(project),
      content,
      contact: { creatorId: project.creatorId, at: message.createdAt },
    });
    return message;
  });
}
