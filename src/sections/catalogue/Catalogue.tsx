import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react'
import { CatalogueSkeleton } from '../../catalogue/CatalogueSkeleton'
import { CATALOGUE_RESULTS_ANCHOR } from '../../catalogue/paths'
import { SiteResultsFor } from '../../search/SiteResultsFor'
import { loadChunk } from '../../ui/load-chunk'
import { observeOnce } from '../../ui/motion'
import type { SectionProps } from '../types'
import styles from './Catalogue.module.css'

// The catalogue's code and data are only needed here, in the browser.
const ConnectedCatalogue = lazy(() => loadChunk(() => import('../../catalogue/ConnectedCatalogue')))

/**
 * How far ahead of the catalogue its code and data start loading: two screens, so that a
 * visitor who scrolls down finds the list ready, and one who reads the top of the page does
 * not pay for it while the page becomes interactive.
 */
const CATALOGUE_ROOT_MARGIN = '200% 0px'

/** The door-bolt catalogue section: heading, intro and the filterable listing. */
export function Catalogue({ section }: SectionProps<'catalogue'>) {
  const headingId = useId()
  const body = useRef<HTMLDivElement>(null)
  // Effects run after hydration only: the prerendered page and the first render show the frame.
  const [wanted, setWanted] = useState(false)
  useEffect(() => {
    // A filtered address was opened for the catalogue itself: it opens at the filters and
    // results (a shared link is for its list), unless it names a place or the page was scrolled.
    if (window.location.search || !body.current) {
      setWanted(true)
      if (!window.location.hash && window.scrollY === 0) body.current?.scrollIntoView()
      return
    }
    return observeOnce(body.current, () => setWanted(true), {
      rootMargin: CATALOGUE_ROOT_MARGIN,
    })
  }, [])
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
          {wanted ? (
            <Suspense fallback={<CatalogueSkeleton />}>
              <ConnectedCatalogue Elsewhere={SiteResultsFor} />
            </Suspense>
          ) : (
            <CatalogueSkeleton />
          )}
        </div>
      </div>
    </section>
  )
}
