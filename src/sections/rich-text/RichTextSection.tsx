import { Counter } from '../common/Counter'
import { Drawing, drawingTitles } from '../common/drawings'
import { SectionHeading } from '../common/Heading'
import { RichText } from '../common/RichText'
import type { SectionProps } from '../types'
import styles from './RichTextSection.module.css'

/** Text from the Studio's editor, with an optional drawing beside it and figures below it. */
export function RichTextSection({ section }: SectionProps<'richText'>) {
  const aside = section.drawing !== null
  return (
    <section className={styles.section} data-tone={section.tone}>
      <div className={`container ${aside ? styles.split : ''}`}>
        <div>
          {section.heading && (
            <SectionHeading eyebrow={section.eyebrow} heading={section.heading} />
          )}
          <RichText value={section.body} />
          {section.claims.length > 0 && (
            <div className={styles.claims} data-counters="">
              {section.claims.map((claim) => (
                <Counter key={claim._id} claim={claim} />
              ))}
            </div>
          )}
        </div>
        {section.drawing && (
          <div className={styles.sheet}>
            <Drawing name={section.drawing} title={drawingTitles[section.drawing]} />
          </div>
        )}
      </div>
    </section>
  )
}
