import { DATA_PREFIX } from '../content/data-url'

/** Where the build writes a post's content as JSON for client-side navigation. */
export function postDataUrl(slug: string): string {
  return `${DATA_PREFIX}/posts/${slug}.json`
}
