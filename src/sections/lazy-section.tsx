import {
  type ComponentType,
  lazy,
  memo,
  type ReactNode,
  Suspense,
  useEffect,
  useRef,
  useState,
} from 'react'
import { loadChunk } from '../ui/load-chunk'
import { observeOnce } from '../ui/motion'
import { SectionLoadBoundary } from './SectionLoadError'

/**
 * How far from the screen a prerendered section's code starts loading: one screen above and
 * below, so a visitor who scrolls finds it ready, and the first screen's code is all a phone
 * downloads and runs while the page becomes interactive.
 */
export const SECTION_ROOT_MARGIN = '100% 0px'

type PropsOf<C> = C extends ComponentType<infer P extends object> ? P : never

const serverPreloads: (() => Promise<unknown>)[] = []
const loaders = new WeakMap<object, () => Promise<unknown>>()

/**
 * A section component downloaded only on pages that show it, keeping the home page's first
 * load small. On the server every such section is loaded before rendering (preloadSections), so
 * the prerendered HTML holds its markup in place, readable without JavaScript; in the browser
 * React hydrates that markup once the part arrives; a failed or timed-out download shows the
 * 'Loading chunk failed' notice in that section's place only (SectionLoadBoundary). Both sides
 * render the same boundaries. On the first page in the browser a prerendered section's code is
 * asked for only once it nears the screen (SECTION_ROOT_MARGIN); until then its markup stays as
 * the server wrote it (links work as plain links, typed text is kept). The empty `template`
 * before each section marks where its markup starts, which the wrapper itself has no element
 * to say.
 */
export function lazySection<M, K extends keyof M>(
  importer: () => Promise<M>,
  /** The component's export in the module. */
  name: K,
  options: {
    /**
     * For a section that shows nothing of its own until another element is seen (a dialog):
     * that element; its code comes once the element is on the screen.
     */
    waitFor?: (props: PropsOf<M[K]>) => Element | null
    /** For a section that defers its heavy part itself (the catalogue): its code at once. */
    atOnce?: boolean
  } = {},
): ComponentType<PropsOf<M[K]>> {
  type P = PropsOf<M[K]>
  let Loaded: ComponentType<P> | undefined
  const load = () =>
    loadChunk(importer).then((module) => {
      Loaded = module[name] as ComponentType<P>
      return Loaded
    })
  if (import.meta.env.SSR) serverPreloads.push(load)
  let near = noop
  const nearing = new Promise<void>((resolve) => {
    near = resolve
  })
  // On the server nothing waits for the screen: a section preloadSections missed still renders
  // rather than holding the page's render forever (streamed in, which build-output.spec refuses).
  const Lazy = lazy(() =>
    (import.meta.env.SSR ? load() : nearing.then(load)).then((component) => ({
      default: component,
    })),
  )
  function LazySection(props: P) {
    // Chosen once per mount: switching from Lazy to Loaded on a later render would be a new
    // component type in the same place, and React would remount the section, losing its state
    // (what a visitor typed, a carousel's slide).
    const [Component] = useState<ComponentType<P>>(() => Loaded ?? Lazy)
    const mark = useRef<HTMLTemplateElement>(null)
    const firstProps = useRef(props)
    useEffect(() => {
      if (Component !== Lazy) return
      const start = mark.current?.nextSibling
      const markup = mark.current?.nextElementSibling
      // Only markup the server wrote (React's Suspense comment before it) waits for the screen;
      // a section rendered in the browser has nothing to show until its code comes.
      // A framed page is the Studio's preview (no other site may frame it): an editor's draft
      // changes every section, so every section's code is wanted at once.
      if (
        options.atOnce ||
        window.self !== window.top ||
        !(start instanceof Comment) ||
        !markup ||
        markup.localName === 'template'
      )
        return near()
      const awaited = options.waitFor?.(firstProps.current)
      if (awaited) return observeOnce(awaited, near)
      // Markup with no box (a closed dialog) is never on the screen to be seen.
      if (markup.getClientRects().length === 0) return near()
      return observeOnce(markup, near, { rootMargin: SECTION_ROOT_MARGIN })
    }, [Component])
    useEffect(() => {
      // New content for a section still waiting (a published change): React cannot keep the
      // server's markup for it, so its code is needed now.
      if (Component === Lazy && !sameProps(firstProps.current, props)) near()
    })
    return (
      <>
        <template ref={mark} />
        <SectionBody Component={Component} props={props} />
      </>
    )
  }
  loaders.set(LazySection, () => {
    near()
    return load()
  })
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
 * The section inside its boundaries, rendered again only when its content changes: any update
 * that reached a boundary still holding the server's markup would make React drop that markup.
 */
const SectionBody = memo(
  function SectionBody<P extends object>({
    Component,
    props,
  }: {
    Component: ComponentType<P>
    props: P
  }) {
    return (
      <SectionLoadBoundary>
        <Suspense fallback={null}>
          <Component {...props} />
        </Suspense>
      </SectionLoadBoundary>
    )
  },
  (before, after) => before.Component === after.Component && sameProps(before.props, after.props),
) as <P extends object>(props: { Component: ComponentType<P>; props: P }) => ReactNode

function sameProps(a: object, b: object): boolean {
  const keys = Object.keys(a)
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.is(a[key as keyof typeof a], b[key as keyof typeof b]))
  )
}

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
