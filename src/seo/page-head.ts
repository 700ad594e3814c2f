import type { PageDocument } from '../sections/types'
import { isPagePath, pageName } from '../site/pages'
import type { SiteSettings } from '../site/settings'
import { documentTitle } from './document-title'
import { shareMeta } from './share-meta'
import { absoluteUrl } from './site-url'
import {
  autoPartsStore,
  breadcrumbTrail,
  DEFAULT_SHARE_IMAGE,
  jsonLdScript,
} from './structured-data'

/** Pages that describe the business as a whole carry its AutoPartsStore record. */
const businessPages = new Set(['/', '/contacto-ventas-pernos-birlos'])

/**
 * Everything a route's head needs from its content: title, description, a canonical without
 * search parameters (catalogue filters stay out of it), Open Graph and Twitter tags for link
 * previews, and structured data.
 */
export function pageHead(page: PageDocument | undefined, settings: SiteSettings | undefined) {
  if (!page) return {}
  const url = absoluteUrl(page.path)
  const title = documentTitle(page.seo.title, settings)
  const image = page.seo.imageUrl
    ? { url: page.seo.imageUrl, width: 1200, height: 630, alt: page.seo.title }
    : DEFAULT_SHARE_IMAGE
  // A page made in the Studio is named by its title; the route table names its own.
  const name = isPagePath(page.path) ? pageName(page.path) : page.title
  const structured = [
    ...(settings && businessPages.has(page.path) ? [autoPartsStore(settings)] : []),
    ...(page.path !== '/' ? [breadcrumbTrail([{ name, path: page.path }])] : []),
  ]
  return {
    meta: [
      { title },
      { name: 'description', content: page.seo.description },
      ...shareMeta(page.seo.title, page.seo.description, url, image),
    ],
    links: [{ rel: 'canonical', href: url }],
    scripts: structured.map(jsonLdScript),
  }
}
