/**
 * The status an event gets when created or published: at once (publishNow, or a publish time
 * already past), or a draft that turns Published at `publishAt`.
 */
export function publicationOf(
  publishNow: boolean,
  publishAt: string | null,
  now: Date = new Date(),
): { status: 'Draft' | 'Published'; publishAt: Date | null } {
  if (publishNow) return { status: 'Published', publishAt: null };
  if (publishAt) {
    const at = new Date(publishAt);
    return at <= now ? { status: 'Published', publishAt: null } : { status: 'Draft', publishAt: at };
  }
  return { status: 'Draft', publishAt: null };
}
