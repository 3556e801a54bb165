import { z } from "zod";

/*
 * Every list of the API is paged by the server: `?page=&pageSize=` in, `{items, total, page, pageSize}` out,
 * newest first unless the list says otherwise.
 */

const MAX_PAGE_SIZE = 100;

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** The response schema of a page of `item`, named `id` in the OpenAPI document. */
export function pageSchema<T extends z.ZodType>(item: T, id: string) {
  return z
    .object({
      items: z.array(item),
      total: z.number().int(),
      page: z.number().int(),
      pageSize: z.number().int(),
    })
    .meta({ id });
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** Rows to skip for a page. */
export const offsetOf = (query: PageQuery) => (query.page - 1) * query.pageSize;
