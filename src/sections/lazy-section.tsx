import { type ComponentType, lazy, Suspense, useState } from 'react'
import { loadChunk } from '../ui/load-chunk'
import { SectionLoadBoundary } from './SectionLoadError'

const serverPreloads: (() => Promise<unknown>)[] = []
const loaders = new WeakMap<object, () => Promise<unknown>>()

/**
 * A section component downloaded only on pages that show it, keeping the home page's first
 * load small. On the server every such section is loaded before rendering (preloadSections), so
 * the prerendered HTML holds its markup in place, readable without JavaScript; in the browser
 * React hydrates that markup once the part arrives; a failed or timed-out download shows the
 * 'Loading chunk failed' notice in that section's place only (SectionLoadBoundary). Both sides
 * render the same boundaries.
 */
export function lazySection<P extends object, M>(
  importer: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): ComponentType<P> {
  let Loaded: ComponentType<P> | undefined
  const load = () =>
    loadChunk(importer).then((module) => {
      Loaded = pick(module)
      return Loaded
    })
  if (import.meta.env.SSR) serverPreloads.push(load)
  const Lazy = lazy(() => load().then((component) => ({ default: component })))
  function LazySection(props: P) {
    // Chosen once per mount: switching from Lazy to Loaded on a later render would be a new
    // component type in the same place, and React would remount the section, losing its state
    // (what a visitor typed, a carousel's slide).
    const [Component] = useState<ComponentType<P>>(() => Loaded ?? Lazy)
    return (
      <SectionLoadBoundary>
        <Suspense fallback={null}>
          <Component {...props} />
        </Suspense>
      </SectionLoadBoundary>
    )
  }
  loaders.set(LazySection, load)
  return LazySection
}

/**
 * Downloads the code of a lazy section (a no-op for any other component), so a page shown after
 * it renders whole instead of growing under the visitor. A failure is left to the section's
 * own boundary, which tries again when it renders.
 */
export function preloadSection(component: object): Promise<void> {
  const load = loaders.get(component)
  return load ? load().then(noop, noop) : Promise.resolve()
}

function noop() {}

/**
 * Code a section loads itself (not through lazySection) that the server must have before it
 * renders: loaded by preloadSections too.
 */
export function preloadOnServer(load: () => Promise<unknown>): void {
  if (import.meta.env.SSR) serverPreloads.push(load)
}

/**
 * Loads every lazy section on the server, so rendering never suspends on one; and what the
 * sections' own code asks to be loaded with them (preloadOnServer), as it comes.
 */
export async function preloadSections(): Promise<void> {
  let loaded = 0
  while (loaded < serverPreloads.length) {
    const next = serverPreloads.slice(loaded)
    loaded = serverPreloads.length
    await Promise.all(next.map((load) => load()))
  }
}
