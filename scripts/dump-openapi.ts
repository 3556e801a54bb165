/** Writes the OpenAPI document to a file (or stdout), for `redocly lint` and API clients. */
import { writeFileSync } from "node:fs";
import { createApi } from "../src/server/app";
import { buildDocument } from "../src/server/features/docs/routes";

// The routes only describe themselves: no database is needed.
const doc = JSON.stringify(buildDocument(createApi()), null, 2);
const out = process.argv[2];
if (out) writeFileSync(out, doc);
else process.stdout.write(doc);
