import type { TestContext } from "./context";

/*
 * What an answer carries beyond what the OpenAPI document says of it: every field of the body, at any
 * depth, must be a property of its documented response schema (references, nullable unions and arrays
 * followed). Generated clients and readers of the document rely on it: a field it does not name is a field
 * nobody promised, and one that may leak.
 */

type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};
type Doc = {
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content?: Record<string, { schema: Schema }> }> }>
  >;
  components?: { schemas?: Record<string, Schema> };
};

function resolve(doc: Doc, schema: Schema): Schema {
  let s = schema;
  while (s.$ref) s = doc.components?.schemas?.[s.$ref.replace("#/components/schemas/", "")] ?? {};
  return s;
}

/** The documented variants of a value (a union's members, flattened). */
function variants(doc: Doc, schema: Schema): Schema[] {
  const s = resolve(doc, schema);
  const members = s.anyOf ?? s.oneOf;
  if (members) return members.flatMap((m) => variants(doc, m));
  if (s.allOf)
    return [
      {
        properties: Object.assign({}, ...s.allOf.map((m) => resolve(doc, m).properties ?? {})),
        type: "object",
      },
    ];
  return [s];
}

function undocumentedIn(doc: Doc, schema: Schema, value: unknown, at: string): string[] {
  if (value === null || typeof value !== "object") return [];
  const options = variants(doc, schema);
  if (Array.isArray(value)) {
    const array = options.find((o) => o.items);
    if (!array?.items) return [];
    return value.flatMap((item, i) => undocumentedIn(doc, array.items!, item, `${at}[${i}]`));
  }
  const object = options.find((o) => o.properties || o.additionalProperties);
  if (!object) return [`${at} (an object where none is documented)`];
  return Object.entries(value).flatMap(([key, field]) => {
    const documented = object.properties?.[key];
    if (documented) return undocumentedIn(doc, documented, field, `${at}.${key}`);
    if (object.additionalProperties && typeof object.additionalProperties === "object")
      return undocumentedIn(doc, object.additionalProperties, field, `${at}.${key}`);
    if (object.additionalProperties === true) return [];
    return [`${at}.${key}`];
  });
}

/**
 * The fields of `body` (the JSON answer of `method` `path`, status `status`) that its documented response
 * schema does not name, as paths ("$.columns[0].items[0].notes"); empty when the answer is as documented.
 */
export async function undocumentedFields(
  ctx: TestContext,
  method: string,
  path: string,
  status: number,
  body: unknown,
): Promise<string[]> {
  const doc = (await (await ctx.app.request("/api/openapi.json")).json()) as Doc;
  const operation = doc.paths[path]?.[method.toLowerCase()];
  const schema = operation?.responses[String(status)]?.content?.["application/json"]?.schema;
  if (!schema) throw new Error(`no documented ${status} JSON answer of ${method} ${path}`);
  return undocumentedIn(doc, schema, body, "$");
}
