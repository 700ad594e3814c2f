import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  memo,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react'
import { CatalogueSkeleton } from '../../catalogue/CatalogueSkeleton'
import { CATALOGUE_RESULTS_ANCHOR } from '../../catalogue/paths'
import { SiteResultsFor } from '../../search/SiteResultsFor'
import { loadChunk } from '../../ui/load-chunk'
import { observeOnce } from '../../ui/motion'
import { preloadOnServer } from '../lazy-section'
import type { SectionProps } from '../types'
import styles from './Catalogue.module.css'

type CatalogueCode = ComponentType<{ Elsewhere?: ComponentType<{ query: string }> }>

const importCatalogue = () => loadChunk(() => import('../../catalogue/ConnectedCatalogue'))

/**
 * On the server the catalogue's code is loaded before rendering (preloadSections), so the
 * prerendered page holds its first page of door pins, readable without JavaScript.
 */
let serverCatalogue: CatalogueCode | undefined
preloadOnServer(() =>
  importCatalogue().then((module) => {
    serverCatalogue = module.default
  }),
)

/**
 * How far ahead of the catalogue its code starts loading: two screens, so that a visitor who
 * scrolls down finds the list ready, and one who reads the top of the page does not pay for it
 * while the page becomes interactive.
 */
const CATALOGUE_ROOT_MARGIN = '200% 0px'

/**
 * The catalogue's markup and its code. Until the code has come, the prerendered list stays as
 * rendered (React hydrates it once the code arrives; its links work as plain links meanwhile),
 * or, after a navigation in the browser, its frame shows. Memoised: the section rendering again
 * must not touch a list still waiting for its code.
 */
const CatalogueBody = memo(function CatalogueBody({
  Code,
}: {
  Code: CatalogueCode | LazyExoticComponent<CatalogueCode>
}) {
  return (
    <Suspense fallback={<CatalogueSkeleton />}>
      <Code Elsewhere={SiteResultsFor} />
    </Suspense>
  )
})

/** The door-bolt catalogue section: heading, intro and the filterable listing. */
export function Catalogue({ section }: SectionProps<'catalogue'>) {
  const headingId = useId()
  const body = useRef<HTMLDivElement>(null)
  // In the browser the code is asked for once the section nears the screen.
  const [near] = useState(() => {
    let resolve = () => {}
    const promise = new Promise<void>((done) => {
      resolve = done
    })
    return { promise, resolve }
  })
  const [Code] = useState<CatalogueCode | LazyExoticComponent<CatalogueCode>>(
    () => serverCatalogue ?? lazy(() => near.promise.then(importCatalogue)),
  )
  useEffect(() => {
    // A filtered address was opened for the catalogue itself: it opens at the filters and
    // results (a shared link is for its list), unless it names a place or the page was scrolled.
    if (window.location.search || !body.current) {
      near.resolve()
      if (!window.location.hash && window.scrollY === 0) body.current?.scrollIntoView()
      return
    }
    return observeOnce(body.current, near.resolve, { rootMargin: CATALOGUE_ROOT_MARGIN })
  }, [near])
  return (
    <section
      className={`band ${styles.section}`}
      data-surface="white"
      data-section="catalogue"
      aria-labelledby={headingId}
    >
      <div className="container">
        <h2 id={headingId} className={styles.heading}>
          {section.heading}
        </h2>
        {section.intro && <p className={styles.intro}>{section.intro}</p>}
        <div className={styles.body} ref={body} id={CATALOGUE_RESULTS_ANCHOR}>
          <CatalogueBody Code={Code} />
        </div>
      </div>
    </section>
  )
}
