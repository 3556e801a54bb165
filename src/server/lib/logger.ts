import pino from "pino";

export type Logger = pino.Logger;

/*
 * What the logs must never hold: session tokens, passwords, cookies, and the personal data that travels in
 * requests (contact messages, profiles). Requests themselves are not logged (there is no access log);
 * failures are logged with the path only (no query string, no body), and errors with the values of their
 * queries and the query strings of the addresses they name removed.
 */
const REDACT = [
  "req.headers.cookie",
  "req.headers.authorization",
  "*.cookie",
  "*.authorization",
  "*.password",
  "*.newPassword",
  "*.currentPassword",
  "*.token",
  "*.secret",
  "err.params",
  // issue 21: what a chat visitor tells about themselves (ADR 059)
  "*.visitorName",
  "*.visitorEmail",
  "visitor.name",
  "visitor.email",
  "*.visitor.name",
  "*.visitor.email",
  "*.email",
  "*.to",
];

/** Drizzle's "Failed query: …\nparams: …" messages carry the values a request sent: keep the query only. */
function withoutQueryValues(text: string): string {
  return text.replace(/\nparams: [\s\S]*$/, "\nparams: [redacted]");
}

/**
 * An address's query string can carry what a form was sent with (a password in `/login?password=`, from a
 * form submitted before its page's scripts ran): an address in an error's text keeps its path only.
 */
function withoutQueryStrings(text: string): string {
  return text.replace(/((?:https?:\/\/[^\s/?#"'<>]+)?\/[^\s?#"'<>]*)\?[^\s#"'<>]*/g, "$1?[redacted]");
}

/**
 * Addresses whose path is itself a credential: a calendar feed's token (issue 20), a brand's review or
 * report link (issue 36, page and API), a signer's link (issue 37). Kept as the route, the token replaced, wherever a path is logged
 * (the failures' `path`, addresses in an error's text).
 */
function withoutSecretPaths(text: string): string {
  return text.replace(
    /(\/api\/calendar\/|\/(?:api\/)?(?:review|report|sign)\/)[^\s/?#"'<>]+/g,
    "$1[redacted]",
  );
}

function serializeError(error: unknown): unknown {
  const serialized = pino.stdSerializers.errWithCause(error as Error) as unknown as Record<string, unknown>;
  const scrub = (value: Record<string, unknown>, depth: number) => {
    delete value.params;
    for (const [key, field] of Object.entries(value)) {
      if (typeof field === "string")
        value[key] = withoutSecretPaths(withoutQueryStrings(withoutQueryValues(field)));
      else if (field && typeof field === "object" && depth < 5)
        scrub(field as Record<string, unknown>, depth + 1);
    }
  };
  if (serialized && typeof serialized === "object") scrub(serialized, 0);
  return serialized;
}

/** The app's logger; `destination` lets a test read what would be logged. */
export function createLogger(level: string, pretty = false, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    redact: { paths: REDACT, censor: "[redacted]" },
    serializers: {
      err: serializeError,
      path: (path: unknown) => (typeof path === "string" ? withoutSecretPaths(path) : path),
    },
    ...(pretty ? { transport: { target: "pino-pretty", options: { colorize: true } } } : {}),
  };
  return destination ? pino(options, destination) : pino(options);
}
