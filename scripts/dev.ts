/** `npm run dev`: the API server with reload (tsx watch) and Vite's dev server with hot reload. */
import { spawn } from "node:child_process";

const apiPort = process.env.API_PORT ?? "3001";
const env = { ...process.env, NODE_ENV: "development", PORT: apiPort, API_PORT: apiPort };
const children = [
  spawn("tsx", ["watch", "--clear-screen=false", "src/server/index.ts"], { stdio: "inherit", env }),
  spawn("react-router", ["dev", "--port", process.env.PORT ?? "3000"], { stdio: "inherit", env }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", () => stop());
