import { useId } from 'react'
import { withoutEditMarks } from '../../ui/edit-marks'
import { SectionHeading } from '../common/Heading'
import type { SectionProps } from '../types'
import styles from './SpecTable.module.css'

/**
 * A catalogue sheet of measures: one row per part, the first column (the part number) as the
 * row's header. On a phone the table scrolls sideways inside its frame, never the page.
 */
export function SpecTable({ section }: SectionProps<'specTable'>) {
  const headingId = useId()
  return (
    <section className={`band ${styles.section}`} data-surface="white" aria-labelledby={headingId}>
      <div className="container">
        <SectionHeading
          id={headingId}
          eyebrow={section.eyebrow}
          heading={section.heading}
          intro={section.intro}
        />
        <section
          className={styles.frame}
          aria-label={`Tabla: ${withoutEditMarks(section.heading)}`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard
          tabIndex={0}
        >
          <table className={styles.table}>
            <thead>
              <tr>
                {section.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {section.rows.map((row) => (
                <tr key={row._key}>
                  {row.cells.map((cell, index) =>
                    index === 0 ? (
                      <th key={`${row._key}-${index}`} scope="row">
                        {cell}
                      </th>
                    ) : (
                      <td key={`${row._key}-${index}`}>{cell}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>
    </section>
  )
}
