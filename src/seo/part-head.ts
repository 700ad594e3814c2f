import type { SiteSettings } from '../site/settings'
import { documentTitle } from './document-title'
import type { PartHeadParts } from './product-head'
import { jsonLdScript } from './structured-data'

/** A part page's head: the parts its loader made, with the site's title and brand added. */
export function partHead(parts: PartHeadParts, settings: SiteSettings | undefined) {
  const product = settings
    ? { ...parts.product, brand: { '@type': 'Brand', name: settings.businessName } }
    : parts.product
  return {
    meta: [{ title: documentTitle(parts.name, settings) }, ...parts.meta],
    links: [{ rel: 'canonical', href: parts.canonical }],
    scripts: [product, parts.breadcrumb].map(jsonLdScript),
  }
}
