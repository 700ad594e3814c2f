import { slugFrom } from '../../ui/slug'

/** The blog list's rules: newest first (the query orders), six posts per page, tag filter. */
export const POSTS_PER_PAGE = 6

/** A tag as it appears in a URL, or a subtitle's anchor (Acabados → acabados). */
export const tagSlug = slugFrom

export type ListedPost = { slug: string; tags: readonly string[] }

/**
 * Spanish alphabetical order, as a dictionary has it (accents and case aside, ñ after n), without
 * the browser's collator: its first use loads the locale's data, a long task on a phone while the
 * page hydrates (docs/choices.md).
 */
export function spanishOrder(a: string, b: string): number {
  const key = (text: string) =>
    text
      .toLowerCase()
      .replace(/ñ/g, 'n\uffff')
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
  const [x, y] = [key(a), key(b)]
  return x < y ? -1 : x > y ? 1 : a < b ? -1 : a > b ? 1 : 0
}

/** Every tag of the posts with how many posts carry it, most used first, then by name. */
export function tagCounts(
  posts: readonly ListedPost[],
): { tag: string; slug: string; count: number }[] {
  const counts = new Map<string, number>()
  for (const post of posts) for (const tag of post.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1)
  return [...counts]
    .map(([tag, count]) => ({ tag, slug: tagSlug(tag), count }))
    .sort((a, b) => b.count - a.count || spanishOrder(a.tag, b.tag))
}

/** The tag a URL slug names among the posts' tags, if any. */
export function tagOfSlug(posts: readonly ListedPost[], slug: string): string | undefined {
  return tagCounts(posts).find((entry) => entry.slug === slug)?.tag
}

/**
 * One page of the list: the posts with `tag` (all when none), page `page` (from 1). A page
 * beyond the last is empty, which the routes answer with 404.
 */
export function listPage<T extends ListedPost>(
  posts: readonly T[],
  { page = 1, tag }: { page?: number; tag?: string } = {},
): { posts: T[]; page: number; pageCount: number } {
  const matching = tag ? posts.filter((post) => post.tags.includes(tag)) : [...posts]
  const pageCount = Math.max(1, Math.ceil(matching.length / POSTS_PER_PAGE))
  const start = (page - 1) * POSTS_PER_PAGE
  return { posts: matching.slice(start, start + POSTS_PER_PAGE), page, pageCount }
}

/** The path of page `page` of the list (page 1 is /blog itself). */
export function listPagePath(page: number): string {
  return page <= 1 ? '/blog' : `/blog/pagina/${page}`
}
