import type { SessionUser } from "../auth/current-session";
import type { AppDeps } from "../context";

/** Who asks for a topic: the signed-in user of the socket (if any) and the credential sent with the topic. */
export interface RealtimeCaller {
  user: SessionUser | null;
  token?: string;
}

/** Decides whether `caller` may hear `topic`. Runs on every subscribe; may read the database. */
export type TopicAuthorizer = (caller: RealtimeCaller, topic: string, deps: AppDeps) => Promise<boolean>;

/**
 * Topic authorisers by prefix. A feature registers its prefixes (`"chat:"`, `"project:"`, `"user:"`) and
 * nothing else changes in the hub; the longest matching prefix decides, and a topic that none matches is
 * refused.
 */
export class TopicRegistry {
  private readonly byPrefix = new Map<string, TopicAuthorizer>();

  register(prefix: string, authorize: TopicAuthorizer) {
    if (!prefix) throw new Error("a topic prefix must not be empty");
    this.byPrefix.set(prefix, authorize);
  }

  /** Registers every `prefix: authoriser` pair of a feature. */
  registerAll(topics: Record<string, TopicAuthorizer>) {
    for (const [prefix, authorize] of Object.entries(topics)) this.register(prefix, authorize);
  }

  async authorize(caller: RealtimeCaller, topic: string, deps: AppDeps): Promise<boolean> {
    let best: string | null = null;
    for (const prefix of this.byPrefix.keys()) {
      if (topic.startsWith(prefix) && (best === null || prefix.length > best.length)) best = prefix;
    }
    if (best === null) return false;
    return this.byPrefix.get(best)!(caller, topic, deps);
  }
}
