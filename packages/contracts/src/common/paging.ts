import { z } from 'zod';

export const PAGE_SIZES = [20, 30, 40, 50] as const;
export const DEFAULT_PAGE_SIZE = 20;

/** Query of a paged list: first page is 1 (SPEC §9). */
export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(200).default(DEFAULT_PAGE_SIZE),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;

export const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    page: z.object({ number: z.number().int(), size: z.number().int() }),
    total: z.number().int(),
  });
export interface TPaged<T> {
  items: T[];
  page: { number: number; size: number };
  total: number;
}
