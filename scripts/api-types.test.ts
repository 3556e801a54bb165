import path from "node:path";
import { describe, expect, it } from "vitest";
import { API_TYPES_FILE, generateApiTypes, readApiTypes } from "./api-types";

describe("the web client's API types", () => {
  it("match the OpenAPI document of the routes", async () => {
    const fresh = await generateApiTypes();
    const stale = readApiTypes() !== fresh;
    expect(
      stale,
      `${path.relative(process.cwd(), API_TYPES_FILE)} is stale: run \`npm run api:types\` and commit it`,
    ).toBe(false);
  });
});
