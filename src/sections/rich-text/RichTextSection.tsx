import { ScenePicture } from '../../photos/ScenePicture'
import { Picture } from '../../picture-files/pictures'
import { CardGrid } from '../../ui/CardGrid'
import { postDate } from '../blog-list/post-date'
import { Counter } from '../common/Counter'
import { SectionHeading } from '../common/Heading'
import { RichText, subtitles } from '../common/RichText'
import type { SectionProps } from '../types'
import styles from './RichTextSection.module.css'

/** A long text (this many subtitles or more) gets a table of contents beside it. */
const CONTENTS_FROM = 4

/**
 * Text from the Studio's editor. Beside it: the drawing, when it has one; else a table of contents,
 * when it is long; else its heading, on wide screens, so the text never leaves half the row empty.
 * Figures go below the text, and the date it last changed (when given) at its end.
 */
export function RichTextSection({ section }: SectionProps<'richText'>) {
  const contents = section.drawing ? [] : subtitles(section.body)
  const layout = section.drawing
    ? 'drawing'
    : contents.length >= CONTENTS_FROM
      ? 'contents'
      : section.heading
        ? 'titled'
        : 'plain'
  const heading = section.heading && (
    <SectionHeading eyebrow={section.eyebrow} heading={section.heading} />
  )
  return (
    <section
      className={`band ${styles.section}`}
      data-tone={section.tone}
      data-surface={section.tone === 'steel' ? 'steel' : 'white'}
      data-layout={layout}
    >
      <div className={`container ${styles.layout}`}>
        {layout === 'titled' && heading}
        {layout === 'contents' && (
          <nav className={styles.contents} aria-label="Contenido">
            <p className={styles.contentsTitle}>Contenido</p>
            <ol>
              {contents.map((entry) => (
                <li key={entry.id}>
                  <a href={`#${entry.id}`}>{entry.text}</a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        <div>
          {layout !== 'titled' && heading}
          <RichText value={section.body} anchors={layout === 'contents'} />
          {section.updated && (
            <p className={styles.updated}>
              Última actualización:{' '}
              <time dateTime={section.updated}>{postDate(section.updated)}</time>
            </p>
          )}
          {section.claims.length > 0 && (
            <div className={styles.claims} data-counters="">
              <CardGrid as="div" count={section.claims.length} limits={{ base: 2, md: 2, lg: 2 }}>
                {section.claims.map((claim) => (
                  <Counter key={claim._id} claim={claim} />
                ))}
              </CardGrid>
            </div>
          )}
        </div>
        {section.drawing && (
          <div className={styles.sheet}>
            <ScenePicture
              name={section.drawing}
              picture={<Picture name={section.drawing} titled />}
            />
          </div>
        )}
      </div>
    </section>
  )
}
