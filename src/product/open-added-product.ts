import type { AnyRouter } from '@tanstack/react-router'
import { loadProductPage } from './product-loader'

/**
 * A cold visit to a key the build did not know shows the product route's prerendered 404 page,
 * without asking the catalogue. A product added after the build has no page yet: once that 404
 * page is shown, the catalogue is asked once, and if it now holds the key the route loads again
 * and shows the product. Call it after the 404 page has rendered (the route's state is read).
 */
export async function openProductAddedAfterBuild(router: AnyRouter): Promise<void> {
  const { pathname } = router.state.location
  const params = router.state.matches.at(-1)?.params
  const clave = params && 'clave' in params ? params.clave : undefined
  if (typeof clave !== 'string') return
  // Unreachable catalogue: the 404 page stays, as the build rendered it.
  const added = await loadProductPage(clave).catch(() => null)
  // Only where the visitor still is.
  if (added && router.state.location.pathname === pathname) await router.invalidate()
}
