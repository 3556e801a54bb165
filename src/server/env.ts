import { z } from "zod";
import { DEFAULT_REMINDER_DAYS } from "~/domain/invoices";

const booleanish = z
  .enum(["true", "false", "1", "0"])
  .transform((v) => v === "true" || v === "1")
  .optional();

/** Every environment variable the server reads, checked once at start-up. */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  /** Where `npm run build` put the web client (BUILD_DIR/client). */
  BUILD_DIR: z.string().default("build"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  /**
   * The PostgreSQL server itself when DATABASE_URL goes through a pooler in transaction mode (PgBouncer): the
   * migrations' lock (and, without REDIS_URL, LISTEN and the upload lock) need a session of their own (ADR 085).
   */
  DATABASE_DIRECT_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  /** false behind a pooler in transaction mode that keeps no prepared statements (PgBouncer before 1.21). */
  DATABASE_PREPARED_STATEMENTS: booleanish,
  /**
   * Redis or Valkey shared by several instances (ADR 085): the bus between them (pub/sub, sharded on 7.0+),
   * the rate limits and the upload locks. Unset: PostgreSQL keeps all of it (one house, a few instances).
   */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "must start with redis:// or rediss://")
    .optional(),
  /** The namespace of this installation's keys and channel in Redis (several may share a server). */
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w.:-]+$/)
    .default("creatordesk"),
  PUBLIC_URL: z.url().optional(),
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().default("CreatorDesk <no-reply@creatordesk.local>"),
  CONTACT_INBOX: z.email().default("hello@creatordesk.agency"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  CONTACT_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  /** New guest chat sessions allowed per IP per hour. */
  CHAT_SESSION_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  /** A brand link's reads a minute per token (twice that per client); unset: BRAND_LINK_LIMITS (the benches raise it). */
  BRAND_LINK_READ_LIMIT: z.coerce.number().int().min(1).optional(),
  /** The agency's PKCS#12 file that seals signed contracts (issue 37); unset: a self-signed one is made. */
  SIGNING_P12_FILE: z.string().min(1).optional(),
  SIGNING_P12_PASSPHRASE: z.string().optional(),
  /** Transcript confirmation links mailed per hour by the whole installation (ADR 070). */
  CHAT_TRANSCRIPT_CONFIRMATIONS_PER_HOUR: z.coerce.number().int().min(1).default(30),
  /** Issue 38: the days past due at which a brand is reminded of an unpaid invoice ("3,7,14"; empty: never). */
  INVOICE_REMINDER_DAYS: z
    .string()
    .regex(/^(\s*\d+\s*(,\s*\d+\s*)*)?$/, "must be days separated by commas, like 3,7,14")
    .default(DEFAULT_REMINDER_DAYS.join(",")),
  /** Sign-in, sign-up, two-factor and password-reset attempts allowed per IP per minute. */
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  REALTIME_MAX_SOCKETS_PER_IP: z.coerce.number().int().min(1).default(200),
  REALTIME_MAX_SOCKETS_PER_USER: z.coerce.number().int().min(1).default(20),
  TRUST_PROXY: booleanish,
  // AI drafts (issue 8): an OpenAI-compatible endpoint; without AI_API_KEY the offline template writer drafts
  AI_BASE_URL: z.url().default("https://api.openai.com/v1"),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().default("gpt-4o-mini"),
  /** How long to wait for the provider before giving up. */
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  /** AI drafts allowed per user per minute. */
  AI_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  // Files on projects (issue 22): on disk under DATA_DIR/files, or in an S3-compatible store when S3_BUCKET is set
  /** The largest file one upload may send, in bytes (5 GB). */
  FILES_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(5 * 1024 ** 3),
  /** What one user's files and uploads under way may take in all, in bytes (50 GB). */
  FILES_QUOTA_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(50 * 1024 ** 3),
  /** Uploads one user may have under way at once. */
  FILES_MAX_CONCURRENT_UPLOADS: z.coerce.number().int().min(1).default(3),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default("auto"),
  /** For R2, MinIO or a test server; unset means AWS. */
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Path-style addresses (MinIO, test servers). */
  S3_FORCE_PATH_STYLE: booleanish,
  /** The video previews' programs (Debian's ffmpeg package); when absent, videos get no poster. */
  FFMPEG_PATH: z.string().default("ffmpeg"),
  FFPROBE_PATH: z.string().default("ffprobe"),
});

export type Env = z.infer<typeof envSchema>;

/** Empty strings count as unset, so `.env.example` can list every variable with no value. */
function withoutEmpty(source: NodeJS.ProcessEnv) {
  return Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
}

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(withoutEmpty(source));
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  - ${i.path.join(".") || "(env)"}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  return result.data;
}
