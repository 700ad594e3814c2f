import { type ComponentType, lazy, Suspense } from 'react'
import { loadChunk } from '../routing/load-chunk'

/**
 * A section component downloaded only on pages that show it, keeping the home page's first
 * load small. Prerendered HTML already holds its markup; React hydrates it once the part
 * arrives (a failed or timed-out download reaches the 'Loading chunk failed' screen).
 */
export function lazySection<P extends object, M>(
  importer: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): ComponentType<P> {
  const Lazy = lazy(() => loadChunk(importer).then((module) => ({ default: pick(module) })))
  return function LazySection(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    )
  }
}
