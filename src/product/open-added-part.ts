import type { AnyRouter } from '@tanstack/react-router'
import { getPart } from '../catalogue/api'
import { partOfPath } from '../catalogue/part-path'

/**
 * A cold visit to a key the build did not know shows its line's prerendered 404 page, without
 * asking the catalogue. A part added after the build has no page yet: once that 404 page is
 * shown, the catalogue is asked for that one part (`/api/producto/{clave}`), and if it now holds
 * it in that line the route loads again and shows it. Call it after the 404 page has rendered.
 */
export async function openPartAddedAfterBuild(router: AnyRouter): Promise<void> {
  const { pathname } = router.state.location
  const shown = partOfPath(pathname)
  if (!shown) return
  // Unreachable catalogue: the 404 page stays, as the build rendered it.
  const added = await getPart(shown.key).catch(() => null)
  // Only where the visitor still is.
  if (added?.line === shown.line && router.state.location.pathname === pathname) {
    await router.invalidate()
  }
}
