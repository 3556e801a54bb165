import type { SessionUser } from "../auth/current-session";
import type { AppDeps } from "../context";

/** Who asks for a topic: the signed-in user of the socket (if any) and the credential sent with the topic. */
export interface RealtimeCaller {
  user: SessionUser | null;
  token?: string;
}

/** Decides whether `caller` may hear `topic`. Runs on every subscribe; may read the database. */
export type TopicAuthorizer = (caller: RealtimeCaller, topic: string, deps: AppDeps) => Promise<boolean>;

/** Told that a socket listening to a topic is still alive (see TopicRegistry.onAlive). */
type KeepAlive = (caller: RealtimeCaller, deps: AppDeps) => void;

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

  /**
   * A feature hears of a socket that is still there, listening to `topic` (issue 21: the managers' presence
   * on the chat). Called on each heartbeat's session check (every 25 s a socket), after it passed.
   */
  private readonly keepAlive = new Map<string, KeepAlive>();

  onAlive(topic: string, alive: KeepAlive) {
    this.keepAlive.set(topic, alive);
  }

  alive(caller: RealtimeCaller, topics: Iterable<string>, deps: AppDeps) {
    for (const topic of topics) this.keepAlive.get(topic)?.(caller, deps);
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
