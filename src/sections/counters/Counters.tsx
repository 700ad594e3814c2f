import { withoutEditMarks } from '../../ui/edit-marks'
import { Counter } from '../common/Counter'
import type { SectionProps } from '../types'
import styles from './Counters.module.css'

/** A band of figures from `claim` documents; each counts up once when first seen. */
export function Counters({ section }: SectionProps<'counters'>) {
  const dark = section.tone === 'blue'
  return (
    <section
      className={styles.band}
      data-tone={section.tone}
      aria-label={withoutEditMarks(section.heading ?? 'Cifras')}
      data-counters=""
    >
      <div className="container">
        {section.heading && <h2 className={styles.heading}>{section.heading}</h2>}
        <div className={styles.grid} data-count={section.claims.length}>
          {section.claims.map((claim) => (
            <Counter key={claim._id} claim={claim} tone={dark ? 'dark' : 'light'} />
          ))}
        </div>
      </div>
    </section>
  )
}
