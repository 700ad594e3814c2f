import { DATA_PREFIX } from '../content/data-url.ts'

/** Where the build writes a post's content as JSON for client-side navigation. */
export function postDataUrl(slug: string): string {
  return `${DATA_PREFIX}/posts/${slug}.json`
}

/** The reverse of postDataUrl, for the dev server: which post a data URL asks for. */
export function postSlugFromDataUrl(url: string): string | undefined {
  return /^\/_data\/posts\/([^/]+)\.json$/.exec(url)?.[1]
}
