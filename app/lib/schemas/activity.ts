import { z } from "zod";

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)))
  .optional()
  .catch(undefined);

/**
 * The Activity screen's filters as its address carries them (?staff=&type=&from=&to=&page=): anything
 * malformed is dropped, never an error, so a hand-edited address still shows the log.
 */
export const activityQuerySchema = z.object({
  staff: z.coerce.number().int().positive().max(2_147_483_647).optional().catch(undefined),
  type: z.string().trim().min(1).max(60).optional().catch(undefined),
  from: day,
  to: day,
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

/** The query of a URL's search parameters (an absent one is undefined, not ""). */
export function readActivityQuery(params: URLSearchParams): ActivityQuery {
  const value = (name: string) => params.get(name) || undefined;
  return activityQuerySchema.parse({
    staff: value("staff"),
    type: value("type"),
    from: value("from"),
    to: value("to"),
    page: value("page"),
  });
}

/** The same filters as search parameters (without the page), for links, paging and the CSV export. */
export function activitySearch(query: Omit<ActivityQuery, "page">, page?: number): string {
  const params = new URLSearchParams();
  if (query.staff !== undefined) params.set("staff", String(query.staff));
  if (query.type) params.set("type", query.type);
  if (query.from) params.set("from", query.from);
  if (query.to) params.set("to", query.to);
  if (page && page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `?${text}` : "";
}
