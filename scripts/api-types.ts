/**
 * Writes the types of the API (`paths`, `components`) from its OpenAPI document to src/web/lib/api-schema.d.ts,
 * for the web client's typed fetch (src/web/lib/api.ts). The document is the one the server serves, built from
 * the routes' zod schemas; the file is self-contained, so the web client never imports the server.
 * `npm run api:types` after changing a route; a test fails while the committed file is stale.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import openapiTS, { astToString, type OpenAPI3 } from "openapi-typescript";
import ts from "typescript";
import { createApi } from "../src/server/app";
import { buildDocument } from "../src/server/features/docs/routes";

export const API_TYPES_FILE = path.resolve(import.meta.dirname, "../src/web/lib/api-schema.d.ts");

const HEADER = `/*
 * The API's types, generated from its OpenAPI document by \`npm run api:types\` (scripts/api-types.ts).
 * Do not edit by hand.
 */

`;

const BLOB = ts.factory.createTypeReferenceNode("Blob");

/** The text of the types file, from the routes as they are now (no database needed). */
export async function generateApiTypes(): Promise<string> {
  const document = buildDocument(createApi()) as unknown as OpenAPI3;
  // a field with a default may be left out of a request (the document's `required` says what must be sent)
  const ast = await openapiTS(document, {
    alphabetize: true,
    defaultNonNullable: false,
    // an uploaded file is a Blob (a File) in the browser, sent in a FormData
    transform: (schema) => (schema.format === "binary" ? BLOB : undefined),
  });
  return HEADER + astToString(ast);
}

export const readApiTypes = () => readFileSync(API_TYPES_FILE, "utf8");

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  writeFileSync(API_TYPES_FILE, await generateApiTypes());
  console.log(`wrote ${path.relative(process.cwd(), API_TYPES_FILE)}`);
}
