/**
 * A small TCP balancer for the benches (issue 39): `node scripts/balancer.ts <port> <upstream port>...`
 * listens on 127.0.0.1:<port> and hands each new connection to the next upstream in turn (round robin, no
 * stickiness), as a load balancer in TCP mode does. A WebSocket is one connection, so it stays on the instance
 * it reached; the same visitor's next request may reach another. Prints "ready" once listening.
 *
 * A proxied connection takes two file descriptors, and a process may not hold more than the hard limit
 * (20,000 on the bench machine, which a container cannot raise): so the balancer is BALANCER_PROCESSES
 * processes (2 by default) sharing the port through Node's cluster module, which deals the connections out
 * in turn.
 */
import cluster from "node:cluster";
import { connect, createServer } from "node:net";

const [port, ...upstreams] = process.argv.slice(2).map(Number);
if (!port || upstreams.length === 0) throw new Error("usage: balancer.ts <port> <upstream port>...");
const processes = Number(process.env.BALANCER_PROCESSES ?? 2);

if (cluster.isPrimary) {
  cluster.schedulingPolicy = cluster.SCHED_RR;
  let listening = 0;
  for (let i = 0; i < processes; i++)
    cluster.fork({ BALANCER_OFFSET: String(i) }).on("listening", () => {
      if (++listening === processes) console.log("ready");
    });
  process.on("SIGTERM", () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill();
    process.exit(0);
  });
} else {
  let next = Number(process.env.BALANCER_OFFSET ?? 0);
  const server = createServer({ noDelay: true }, (client) => {
    const target = upstreams[next++ % upstreams.length]!;
    const upstream = connect({ port: target, host: "127.0.0.1", noDelay: true });
    client.pipe(upstream).pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on("error", end).on("close", end);
    upstream.on("error", end).on("close", end);
  });
  server.listen(port, "127.0.0.1");
}
