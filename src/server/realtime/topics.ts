import type { SessionUser } from "../auth/current-session";
import type { AppDeps } from "../context";

/** Who asks for a topic: the signed-in user of the socket (if any) and the credential sent with the topic. */
export interface RealtimeCaller {
  user: SessionUser | null;
  token?: string;
}

/** Who sends a signal: the socket's user, and whether it was a credential of the topic's own (a token) that let it subscribe. */
export interface SignalCaller {
  user: SessionUser | null;
  viaToken: boolean;
  /** The sending socket: what it signals is not echoed back to it. */
  socketId: string;
}

/**
 * Acts on a signal sent on `topic` by a socket subscribed to it (issue 21: `typing`, `seen`): publishes
 * its event, perhaps stores something. Unknown signals are ignored.
 */
export type SignalHandler = (
  caller: SignalCaller,
  topic: string,
  signal: { name: string; ref?: string },
  deps: AppDeps,
) => Promise<void>;

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
  private readonly signalsByPrefix = new Map<string, SignalHandler>();

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
    const best = longestPrefix(this.byPrefix.keys(), topic);
    if (best === null) return false;
    return this.byPrefix.get(best)!(caller, topic, deps);
  }

  /** Registers the signals of a feature's topics (`prefix: handler`), as `registerAll` does authorisers. */
  registerSignals(handlers: Record<string, SignalHandler>) {
    for (const [prefix, handle] of Object.entries(handlers)) {
      if (!prefix) throw new Error("a topic prefix must not be empty");
      this.signalsByPrefix.set(prefix, handle);
    }
  }

  /** Hands a signal to the handler of the longest matching prefix; none: ignored. */
  async signal(caller: SignalCaller, topic: string, signal: { name: string; ref?: string }, deps: AppDeps) {
    const best = longestPrefix(this.signalsByPrefix.keys(), topic);
    if (best !== null) await this.signalsByPrefix.get(best)!(caller, topic, signal, deps);
  }
}

function longestPrefix(prefixes: Iterable<string>, topic: string): string | null {
  let best: string | null = null;
  for (const prefix of prefixes) {
    if (topic.startsWith(prefix) && (best === null || prefix.length > best.length)) best = prefix;
  }
  return best;
}
