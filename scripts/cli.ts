/**
 * `npm run cli -- user:create --email <e> --password <p> --name <n> --role <role>`
 * Creates an email-and-password user with a role (or sets the role of the user with that email) and
 * prints its id. Works whether the server is running or not (see docs/decisions/).
 */
import { parseArgs } from "node:util";
import { runUserCommand } from "../src/server/cli/user-command";
import { loadEnv } from "../src/server/env";
import { userCommandSchema } from "../src/server/features/accounts/command";

const usage = `Usage: npm run cli -- user:create --email <email> [--password <password>] [--name <full name>] [--role creator|manager|editor|designer|promoter]
  Creates the user (a password is needed then) or, when the email exists, sets its role. Prints the user id.`;

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      email: { type: "string" },
      password: { type: "string" },
      name: { type: "string" },
      role: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help || positionals[0] !== "user:create") {
    console.log(usage);
    return values.help ? 0 : 2;
  }
  const input = userCommandSchema.safeParse(values);
  if (!input.success) {
    console.error(input.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("\n"));
    return 2;
  }
  const result = await runUserCommand(loadEnv(), input.data);
  console.error(
    `${result.created ? "Created" : "Updated"} ${result.email} as ${result.role} (via the ${result.via})`,
  );
  console.log(result.id);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
