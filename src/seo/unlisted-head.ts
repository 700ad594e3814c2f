import type { SiteSettings } from '../site/settings'
import { documentTitle } from './document-title'

/** A page not for search results (the quote list): its title and no indexing, no canonical. */
export function unlistedHead(title: string, settings: SiteSettings | undefined) {
  return {
    meta: [{ title: documentTitle(title, settings) }, { name: 'robots', content: 'noindex' }],
  }
}

/** The 404 page's head, whichever route found nothing: the visited address is not a page. */
export function notFoundHead(settings: SiteSettings | undefined) {
  return unlistedHead('Página no encontrada', settings)
}
