/**
 * A small TCP balancer for the benches (issue 39): `node scripts/balancer.ts <port> <upstream port>...`
 * listens on 127.0.0.1:<port> and hands each new connection to the next upstream in turn (round robin, no
 * stickiness), as a load balancer in TCP mode does. A WebSocket is one connection, so it stays on the instance
 * it reached; the same visitor's next request may reach another. Prints "ready" once listening.
 */
import { connect, createServer } from "node:net";

const [port, ...upstreams] = process.argv.slice(2).map(Number);
if (!port || upstreams.length === 0) throw new Error("usage: balancer.ts <port> <upstream port>...");
let next = 0;

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
server.maxConnections = 100_000;
server.listen(port, "127.0.0.1", () => console.log("ready"));
process.on("SIGTERM", () => process.exit(0));
