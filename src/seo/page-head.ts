import type { PageDocument } from '../content/types'
import { absoluteUrl } from './site-url'

/** Title, description and canonical of a content page, for the route's `head`. */
export function pageHead(page: PageDocument | undefined) {
  if (!page) return {}
  const url = absoluteUrl(page.path)
  return {
    meta: [
      { title: page.seo.title },
      { name: 'description', content: page.seo.description },
      { property: 'og:title', content: page.seo.title },
      { property: 'og:description', content: page.seo.description },
      { property: 'og:url', content: url },
    ],
    links: [{ rel: 'canonical', href: url }],
  }
}
