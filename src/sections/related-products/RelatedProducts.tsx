import { Picture } from '../../picture-files/pictures'
import { CardGrid } from '../../ui/CardGrid'
import { SectionHeading } from '../common/Heading'
import { SmartLink } from '../common/SmartLink'
import type { SectionProps } from '../types'
import styles from './RelatedProducts.module.css'

/** Links to other product pages, as small spec-sheet cards. */
export function RelatedProducts({ section }: SectionProps<'relatedProducts'>) {
  return (
    <section className="band" data-surface="white">
      <div className="container">
        <SectionHeading heading={section.heading} intro={section.intro} />
        <CardGrid count={section.items.length} limits={{ base: 1, md: 3, lg: 4 }}>
          {section.items.map((item) => (
            <li key={item._key}>
              <SmartLink href={item.path} className={styles.card}>
                {item.drawing && (
                  <span className={styles.figure}>
                    <Picture name={item.drawing} />
                  </span>
                )}
                <span className={styles.label}>{item.label}</span>
                {item.text && <span className={styles.text}>{item.text}</span>}
              </SmartLink>
            </li>
          ))}
        </CardGrid>
      </div>
    </section>
  )
}
