import { config } from "zod/v4/core";

/*
 * Zod compiles object parsers with `new Function` after probing whether eval is allowed. Under our strict
 * Content-Security-Policy the probe itself is reported as a violation, so the web app runs zod jitless.
 * Imported first by the root module, before any schema is built.
 */
config({ jitless: true });
