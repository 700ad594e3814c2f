import { useLocation } from '@tanstack/react-router'
import { useId } from 'react'
import { withoutEditMarks } from '../../ui/edit-marks'
import { Drawing, drawingTitles } from '../common/drawings'
import { SectionHeading } from '../common/Heading'
import { usePageSections } from '../page-sections'
import { quoteFormAnchor } from '../quote-form/form-anchor'
import type { SectionProps } from '../types'
import { pageFamily, partItem } from './part-item'
import { SpecRow } from './SpecRow'
import styles from './SpecTable.module.css'
import { TABLE_ROLES } from './table-roles'
import { useCurrentAnchor } from './use-current-anchor'

/**
 * A catalogue sheet of measures: one row per part, the first column (the part number) as the
 * row's header, and per row 'Agregar' (to the quote list) and 'Cotizar' when the page has a
 * quote form. A table by its ARIA roles (see table-roles.ts). On phones each row is a
 * card of label and value pairs; wider screens get the table, its part numbers pinned while it
 * scrolls sideways inside its frame (never the page), with a fade at the edge while more is
 * hidden there. Beside the heading, the technical drawing of the page's family with its measures
 * names what the columns measure (the page's header shows the family's render).
 */
export function SpecTable({ section }: SectionProps<'specTable'>) {
  const headingId = useId()
  const sections = usePageSections()
  const pathname = useLocation({ select: (location) => location.pathname })
  const formAnchor = quoteFormAnchor(sections)
  const currentAnchor = useCurrentAnchor()
  const family = pageFamily(sections)
  const heading = (
    <SectionHeading
      id={headingId}
      eyebrow={section.eyebrow}
      heading={section.heading}
      intro={section.intro}
    />
  )
  return (
    <section className="band" data-surface="white" aria-labelledby={headingId}>
      <div className="container">
        {family ? (
          <div className={styles.top}>
            {heading}
            <figure className={styles.plan}>
              <Drawing name={family} title={drawingTitles[family]} />
              <figcaption>Plano con medidas típicas</figcaption>
            </figure>
          </div>
        ) : (
          heading
        )}
        <div className={styles.sheet}>
          <section
            className={styles.frame}
            aria-label={`Tabla: ${withoutEditMarks(section.heading)}`}
            // The rows' buttons make a frame that scrolls sideways reachable by keyboard; a
            // table without rows has none.
            tabIndex={section.rows.length > 0 ? undefined : 0}
          >
            <div className={styles.table} {...TABLE_ROLES.table}>
              <div className={styles.head} {...TABLE_ROLES.rowgroup}>
                <div className={styles.headRow} {...TABLE_ROLES.row}>
                  {section.columns.map((column) => (
                    <div key={column} className={styles.headCell} {...TABLE_ROLES.columnheader}>
                      {column}
                    </div>
                  ))}
                  <div className={styles.headCell} {...TABLE_ROLES.columnheader}>
                    <span className="visually-hidden">Cotización</span>
                  </div>
                </div>
              </div>
              <div className={styles.body} {...TABLE_ROLES.rowgroup}>
                {section.rows.map((row) => (
                  <SpecRow
                    key={row._key}
                    cells={row.cells}
                    columns={section.columns}
                    formAnchor={formAnchor}
                    currentAnchor={currentAnchor}
                    item={partItem({
                      cells: row.cells,
                      columns: section.columns,
                      heading: section.heading,
                      sections,
                      pathname,
                    })}
                  />
                ))}
              </div>
            </div>
          </section>
          <span className={styles.cue} aria-hidden="true" />
        </div>
      </div>
    </section>
  )
}
