import { useHydrated } from '@tanstack/react-router'
import { lazy, Suspense, useId } from 'react'
import { CatalogueSkeleton } from '../../catalogue/CatalogueSkeleton'
import { loadChunk } from '../../ui/load-chunk'
import type { SectionProps } from '../types'
import styles from './Catalogue.module.css'

// The catalogue's code and data are only needed here, in the browser: loaded after hydration.
const ConnectedCatalogue = lazy(() => loadChunk(() => import('../../catalogue/ConnectedCatalogue')))

/** The door-bolt catalogue section: heading, intro and the filterable listing. */
export function Catalogue({ section }: SectionProps<'catalogue'>) {
  const hydrated = useHydrated()
  const headingId = useId()
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
        <div className={styles.body}>
          {hydrated ? (
            <Suspense fallback={<CatalogueSkeleton />}>
              <ConnectedCatalogue />
            </Suspense>
          ) : (
            <CatalogueSkeleton />
          )}
        </div>
      </div>
    </section>
  )
}
