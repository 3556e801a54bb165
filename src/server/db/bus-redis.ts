import type { Redis } from "ioredis";
import type { Logger } from "../lib/logger";
import { type Bus, type BusHandlers, CHANNEL, type Subscription } from "./bus";
import type { SharedRedis } from "./redis";

/**
 * The bus through Redis pub/sub (REDIS_URL): sharded (SPUBLISH/SSUBSCRIBE) on a server of 7.0 or later, so a
 * cluster routes the channel to one shard instead of broadcasting it to every node; plain PUBLISH/SUBSCRIBE on
 * an older one. The channel is the installation's (`<prefix>:creatordesk_realtime`). Publishing fails at once
 * while Redis is away (the relay then keeps the events in the outbox); the subscription reconnects by itself
 * (ioredis), subscribes again and says so, for the clients to resync.
 */
export function redisBus(redis: SharedRedis): Bus {
  const channel = redis.key(CHANNEL);
  const sharded = () => redis.serverVersion().then(([major = 0]) => major >= 7);
  return {
    kind: "redis",
    async publish(payloads) {
      if (payloads.length === 0) return;
      // away: fail now, not after waiting for it (the relay's transaction holds the relay's lock)
      if (!redis.up) throw new Error("Redis is not connected");
      const spublish = await sharded();
      // one round trip for the batch, in order on the one connection
      const pipeline = redis.client.pipeline();
      for (const payload of payloads)
        if (spublish) pipeline.spublish(channel, payload);
        else pipeline.publish(channel, payload);
      const results = (await pipeline.exec()) ?? [];
      const failed = results.find(([error]) => error);
      if (failed) throw failed[0];
    },
    subscribe(logger, handlers) {
      return new RedisSubscription(redis, channel, sharded, logger, handlers);
    },
  };
}

class RedisSubscription implements Subscription {
  ready: Promise<void>;
  private resolveReady!: () => void;
  private readonly sub: Redis;
  private connectedOnce = false;
  private downSince: number | null = null;

  constructor(
    redis: SharedRedis,
    private readonly channel: string,
    private readonly sharded: () => Promise<boolean>,
    private readonly logger: Logger,
    private readonly handlers: BusHandlers,
  ) {
    this.ready = new Promise((resolve) => {
      this.resolveReady = resolve;
    });
    this.sub = redis.subscriber();
    const hear = (from: string, message: string) => {
      if (from === channel) this.handlers.onPayload(message);
    };
    this.sub.on("smessage", hear);
    this.sub.on("message", hear);
    this.sub.on("ready", () => void this.subscribed());
    this.sub.on("close", () => {
      if (this.downSince !== null || !this.connectedOnce) return;
      this.downSince = Date.now();
      this.logger.warn("realtime bus lost its Redis connection; reconnecting");
    });
  }

  /** Each time the connection is (again) ready: subscribe, then say so. */
  private async subscribed() {
    try {
      if (await this.sharded()) await this.sub.ssubscribe(this.channel);
      else await this.sub.subscribe(this.channel);
    } catch (err) {
      // the connection went again: its next 'ready' tries again
      this.logger.debug({ err }, "realtime bus: subscribing failed");
      return;
    }
    if (this.downSince !== null) {
      this.logger.info({ downMs: Date.now() - this.downSince }, "realtime bus reconnected");
      this.downSince = null;
    }
    if (this.connectedOnce) this.handlers.onReconnect();
    else {
      this.connectedOnce = true;
      this.resolveReady();
    }
  }

  async close() {
    this.sub.removeAllListeners("smessage");
    this.sub.removeAllListeners("message");
    this.sub.disconnect();
  }
}
