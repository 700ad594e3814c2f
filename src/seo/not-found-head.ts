import type { SiteSettings } from '../site/settings'
import { documentTitle } from './document-title'

/**
 * The 404 page's head, whichever route found nothing: its title (with the business's name, as
 * every page's) and no indexing. No canonical: the visited address is not a page.
 */
export function notFoundHead(settings: SiteSettings | undefined) {
  return {
    meta: [
      { title: documentTitle('Página no encontrada', settings) },
      { name: 'robots', content: 'noindex' },
    ],
  }
}
