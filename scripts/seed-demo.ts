/**
 * `npm run seed:demo`: one demo user per role, printed with their credentials. Refused in production.
 * Works whether the server is running or not, like the CLI.
 */
import { randomBytes } from "node:crypto";
import { ROLE_LABEL, ROLES } from "../src/domain/roles";
import { runUserCommand } from "../src/server/cli/user-command";
import { loadEnv } from "../src/server/env";

const env = loadEnv();
if (env.NODE_ENV === "production") {
  console.error("seed:demo is refused when NODE_ENV=production: demo accounts have known passwords.");
  process.exit(1);
}

try {
  const rows: string[] = [];
  for (const role of ROLES) {
    const email = `demo-${role}@creatordesk.local`;
    const password = `demo-${randomBytes(6).toString("base64url")}`;
    const result = await runUserCommand(env, { email, password, name: `Demo ${ROLE_LABEL[role]}`, role });
    rows.push(
      `${role.padEnd(9)} ${email.padEnd(32)} ${result.created ? password : "(existed: password unchanged)"}`,
    );
  }
  console.log(`role      email                            password\n${rows.join("\n")}`);
  process.exit(0);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
