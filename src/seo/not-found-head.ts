import type { SiteSettings } from '../site/settings'

/**
 * The 404 page's head, whichever route found nothing: its title (with the business's name, as
 * every page's) and no indexing. No canonical: the visited address is not a page.
 */
export function notFoundHead(settings: SiteSettings | undefined) {
  const title = settings
    ? `Página no encontrada | ${settings.businessName}`
    : 'Página no encontrada'
  return { meta: [{ title }, { name: 'robots', content: 'noindex' }] }
}
