import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { partLink } from '../catalogue/part-path'
import type { Product } from '../catalogue/types'
import { CardGrid } from '../ui/CardGrid'
import { cardMeasures } from './measure-rows'
import styles from './PartPage.module.css'
import type { RelatedBy } from './related-parts'

/** Related parts side by side: one on phones, two from 768 px, three from 992 px. */
const RELATED_COLUMNS = { base: 1, md: 2, lg: 3 }

/** What the related parts share with the part, as their section's heading. */
function relatedHeading(by: RelatedBy): string {
  return by.kind === 'car'
    ? `También para ${by.make} ${by.model}`
    : `Otras piezas de ${by.label.toLowerCase()} ${by.value}`
}

/** Other parts of the part's line with its car or measure, each a card linking to its page. */
export function RelatedParts({ by, parts }: { by: RelatedBy; parts: readonly Product[] }) {
  const heading = useId()
  return (
    <section className={styles.block} aria-labelledby={heading} data-print="hide">
      <h2 id={heading} className={styles.blockHeading}>
        {relatedHeading(by)}
      </h2>
      <CardGrid count={parts.length} limits={RELATED_COLUMNS} className={styles.related}>
        {parts.map((p) => (
          <li key={p.key}>
            <Link {...partLink(p.line, p.key)} className={styles.relatedLink}>
              <span className={styles.key}>{p.key}</span>
              <span>{p.name}</span>
              <span className={styles.relatedMeasures}>{cardMeasures(p)}</span>
            </Link>
          </li>
        ))}
      </CardGrid>
    </section>
  )
}
