/**
 * The 404 page's head, whichever route found nothing: its title and no indexing. No canonical:
 * the visited address is not a page.
 */
export function notFoundHead() {
  return { meta: [{ title: 'Página no encontrada' }, { name: 'robots', content: 'noindex' }] }
}
