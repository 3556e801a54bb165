/*
 * Bad input for every documented operation, generated from the OpenAPI document itself: a later endpoint is
 * walked the moment it is documented. Each case is one request (body, content type, path, query).
 */

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  minimum?: number;
  default?: unknown;
};

export interface Parameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  schema?: JsonSchema;
}

export interface FuzzCase {
  label: string;
  /** Overrides of the path parameters (raw, already encoded as they go in the URL). */
  params?: Record<string, string>;
  /** The query string, without `?`. */
  query?: string;
  body?: BodyInit;
  contentType?: string;
}

/** Strings that have broken servers: NUL, a lone surrogate, bidi and zero-width marks, astral, combining. */
const ODD_STRINGS = [
  "a\u0000b",
  "\ud800",
  "\u202eevil",
  "\u200b",
  "𝕏😀",
  "e\u0301",
  '\'; drop table "user"; --',
  "<script>alert(1)</script>",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, on purpose
  "${7*7}{{7*7}}",
  "a".repeat(10_000),
];

/** Path parameter values: traversal, quotes, NUL, encodings, very long, odd Unicode. */
const ODD_PARAMS = [
  "..%2F..%2Fetc%2Fpasswd",
  "..",
  "%2E%2E",
  "'",
  "%22",
  "%00",
  "a%00b",
  "%",
  "%E0%A4%A",
  "a".repeat(300),
  "%F0%9F%98%80",
  "'%20OR%201%3D1%20--",
  "-1",
  "null",
  "00000000-0000-4000-8000-000000000000",
];

export class SchemaWalker {
  constructor(private readonly components: Record<string, JsonSchema>) {}

  resolve(schema: JsonSchema | undefined): JsonSchema {
    let current = schema ?? {};
    for (let i = 0; current.$ref && i < 10; i++) {
      const name = current.$ref.replace("#/components/schemas/", "");
      current = this.components[name] ?? {};
    }
    return current;
  }

  /** A value the schema accepts, as far as a generator can tell (patterns are tried, not solved). */
  example(raw: JsonSchema | undefined, depth = 0): unknown {
    const schema = this.resolve(raw);
    if (depth > 6) return null;
    if (schema.default !== undefined) return schema.default;
    if (schema.enum?.length) return schema.enum[0];
    const branch = schema.anyOf ?? schema.oneOf ?? schema.allOf;
    if (branch?.length)
      return this.example(branch.find((b) => this.resolve(b).type !== "null") ?? branch[0], depth + 1);
    const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
    switch (type) {
      case "object": {
        const value: Record<string, unknown> = {};
        for (const [key, property] of Object.entries(schema.properties ?? {})) {
          value[key] = this.example(property, depth + 1);
        }
        return value;
      }
      case "array":
        return [this.example(schema.items, depth + 1)];
      case "integer":
      case "number":
        return schema.minimum ?? 1;
      case "boolean":
        return true;
      case "null":
        return null;
      case "string":
        return exampleString(schema);
      default:
        return "x";
    }
  }

  /** Values of the wrong type for a property of this schema. */
  wrongTypes(raw: JsonSchema | undefined): unknown[] {
    const type = this.resolve(raw).type;
    const types = Array.isArray(type) ? type : [type];
    const all: [string, unknown][] = [
      ["string", "not-the-right-type"],
      ["integer", 12345],
      ["number", 1.5e308],
      ["boolean", false],
      ["object", { nested: { deeper: [1, { x: null }] } }],
      ["array", ["a", 1, null]],
      ["null", null],
    ];
    return all
      .filter(([t]) => !types.includes(t) && !(t === "integer" && types.includes("number")))
      .map(([, v]) => v);
  }
}

function exampleString(schema: JsonSchema): string {
  if (schema.format === "email") return "fuzz.person@example.test";
  if (schema.format === "uuid") return "00000000-0000-4000-8000-000000000000";
  if (schema.format === "date-time") return new Date(0).toISOString();
  if (schema.format === "uri" || schema.format === "url") return "https://example.test/x";
  const base = "fuzz-value-12345";
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    for (const candidate of [base, "/fuzz", "abc", "a1", "1234"])
      if (pattern.test(candidate)) return candidate;
  }
  return base.padEnd(schema.minLength ?? 0, "x");
}

/** Every bad JSON body derived from `schema`, plus malformed and mistyped ones. */
export function jsonBodyCases(walker: SchemaWalker, schema: JsonSchema | undefined): FuzzCase[] {
  const json = "application/json";
  const valid = walker.example(schema) as Record<string, unknown>;
  const validText = JSON.stringify(valid);
  const cases: FuzzCase[] = [
    { label: "valid example", body: validText, contentType: json },
    { label: "empty body", body: "", contentType: json },
    {
      label: "truncated JSON",
      body: validText.slice(0, Math.max(1, validText.length >> 1)),
      contentType: json,
    },
    { label: "malformed JSON", body: '{"a":', contentType: json },
    { label: "not JSON at all", body: "hello=world&x", contentType: json },
    { label: "JSON with a NUL byte outside strings", body: "{\u0000}", contentType: json },
    { label: "too large", body: JSON.stringify({ big: "x".repeat(200 * 1024) }), contentType: json },
    { label: "no content type", body: validText },
    { label: "text/plain", body: validText, contentType: "text/plain" },
    { label: "urlencoded", body: "a=1&b=2", contentType: "application/x-www-form-urlencoded" },
    { label: "multipart without boundary", body: validText, contentType: "multipart/form-data" },
    { label: "odd charset", body: validText, contentType: "application/json; charset=utf-16" },
  ];
  for (const top of [[], "string", 42, null, true, [valid]]) {
    cases.push({
      label: `top-level ${JSON.stringify(top).slice(0, 20)}`,
      body: JSON.stringify(top),
      contentType: json,
    });
  }
  cases.push({
    label: "extra and prototype fields",
    body: `{"__proto__":{"role":"manager"},"constructor":{"prototype":{"x":1}},"extra":"field",${validText.slice(1)}`,
    contentType: json,
  });
  const resolved = walker.resolve(schema);
  for (const [key, property] of Object.entries(resolved.properties ?? {})) {
    const without = { ...valid };
    delete without[key];
    cases.push({ label: `missing ${key}`, body: JSON.stringify(without), contentType: json });
    for (const wrong of walker.wrongTypes(property)) {
      cases.push({
        label: `${key} as ${typeof wrong}`,
        body: JSON.stringify({ ...valid, [key]: wrong }),
        contentType: json,
      });
    }
    for (const odd of ODD_STRINGS) {
      cases.push({
        label: `${key} odd string`,
        body: JSON.stringify({ ...valid, [key]: odd }),
        contentType: json,
      });
    }
  }
  return cases;
}

/** Bad multipart bodies for an upload route (its file field named `field`). */
export function multipartCases(field: string): FuzzCase[] {
  const boundary = "fuzzboundary";
  const part = (name: string, filename: string, type: string, content: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n${content}\r\n`;
  const multipart = `multipart/form-data; boundary=${boundary}`;
  return [
    {
      label: "multipart: text renamed .png",
      body: `${part(field, "x.png", "image/png", "not an image")}--${boundary}--\r\n`,
      contentType: multipart,
    },
    {
      label: "multipart: truncated",
      body: part(field, "x.png", "image/png", "\u0089PNG").slice(0, 40),
      contentType: multipart,
    },
    {
      label: "multipart: wrong boundary",
      body: `${part(field, "x.png", "image/png", "x")}--${boundary}--`,
      contentType: "multipart/form-data; boundary=other",
    },
    { label: "multipart: no boundary", body: "garbage", contentType: "multipart/form-data" },
    {
      label: "multipart: wrong field",
      body: `${part("other", "x.png", "image/png", "x")}--${boundary}--\r\n`,
      contentType: multipart,
    },
    {
      label: "multipart: field as text",
      body: `--${boundary}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\nhello\r\n--${boundary}--\r\n`,
      contentType: multipart,
    },
    {
      label: "multipart: empty file",
      body: `${part(field, "x.png", "image/png", "")}--${boundary}--\r\n`,
      contentType: multipart,
    },
    {
      label: "multipart: NUL file name",
      body: `${part(field, "a\u0000.png", "image/png", "x")}--${boundary}--\r\n`,
      contentType: multipart,
    },
    { label: "JSON instead of multipart", body: '{"file":"x"}', contentType: "application/json" },
    { label: "no body", contentType: multipart },
  ];
}

/** Wrong values for each query parameter, and an unknown one. */
export function queryCases(walker: SchemaWalker, parameters: Parameter[]): FuzzCase[] {
  const query = parameters.filter((p) => p.in === "query");
  const cases: FuzzCase[] = [{ label: "unknown query parameter", query: "unknown=%00&__proto__=x" }];
  for (const p of query) {
    const values = [
      "",
      "abc",
      "-1",
      "0",
      "1e309",
      "NaN",
      "99999999999999999999",
      "%00",
      "a%00b",
      "%FF",
      "x".repeat(5000),
      "%E2%80%AE",
    ];
    for (const value of values)
      cases.push({ label: `query ${p.name}=${value.slice(0, 12)}`, query: `${p.name}=${value}` });
    cases.push({ label: `query ${p.name} repeated`, query: `${p.name}=1&${p.name}=2` });
    void walker;
  }
  return cases;
}

/** Odd values for each path parameter (the others keep their fixture). */
export function pathCases(parameters: Parameter[]): FuzzCase[] {
  return parameters
    .filter((p) => p.in === "path")
    .flatMap((p) =>
      ODD_PARAMS.map((value) => ({
        label: `path ${p.name}=${value.slice(0, 16)}`,
        params: { [p.name]: value },
      })),
    );
}
