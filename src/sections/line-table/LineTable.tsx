import { useHydrated } from '@tanstack/react-router'
import { useId, useLayoutEffect, useRef } from 'react'
import { lineFamilies } from '../../catalogue/line-families'
import { type LineId, productLine } from '../../catalogue/lines'
import { LineMeasures } from '../../catalogue/measures/LineMeasures'
import { measuredLine } from '../../catalogue/measures/search-measures'
import { drawingTitles, familyDrawingUrl } from '../../picture-files/drawing-names'
import { PICTURE_CANVAS } from '../../picture-files/picture-canvas'
import { withoutEditMarks } from '../../ui/edit-marks'
import { formatNumber as number } from '../../ui/numbers'
import { SectionHeading } from '../common/Heading'
import { usePageSections } from '../page-sections'
import { quoteFormAnchor } from '../quote-form/form-anchor'
import type { SectionProps } from '../types'
import { shownColumns, type TableColumn, tableLine } from './columns'
import { useFirstPages } from './first-pages'
import { LineRow } from './LineRow'
import styles from './LineTable.module.css'
import { tablePageSize } from './page-size'
import type { TablePage } from './rows'
import { type TableRows, useTableRows } from './use-table-rows'

/**
 * The parts of one product line, from the catalogue: a row per part (its key linked to its
 * page, the columns the section chose, 'Cotizar' and 'Agregar'), a page of rows at first and
 * each next page appended by 'Mostrar más'. Staff write the heading and choose the line and the
 * columns; the operators' sheets give the parts. On phones each row is a card of label and value
 * pairs; wider screens get the table, its keys pinned while it scrolls sideways inside its frame
 * (never the page). Beside the heading, the line's technical drawing names what the columns
 * measure.
 */
export function LineTable({ section }: SectionProps<'lineTable'>) {
  const headingId = useId()
  const line = tableLine(section.line)
  const pageSize = tablePageSize(section.pageSize)
  // A table's first page: its rows, null when the load failed, undefined when none was loaded.
  const pages = useFirstPages()
  const loaded = Object.hasOwn(pages, section._key) ? pages[section._key] : undefined
  // The loader's page fits while the section still asks for the same line and page size (live
  // content may change them); otherwise the table asks for its own.
  const first =
    loaded === null || (loaded && loaded.line === line && loaded.pageSize === pageSize)
      ? loaded
      : undefined
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
        {line ? (
          <>
            <div className={styles.top}>
              {heading}
              <figure className={styles.plan}>
                <img
                  src={familyDrawingUrl(lineFamilies[line])}
                  alt={drawingTitles[lineFamilies[line]]}
                  width={PICTURE_CANVAS.width}
                  height={PICTURE_CANVAS.height}
                  loading="lazy"
                  decoding="async"
                />
                <figcaption>Plano con medidas típicas</figcaption>
              </figure>
            </div>
            {measuredLine(line) && line !== 'pernos' && (
              <div className={styles.measures}>
                <LineMeasures line={line} />
              </div>
            )}
            <LineParts
              // Another line or page size is another list, from its first page.
              key={`${line}:${pageSize}`}
              line={line}
              pageSize={pageSize}
              first={first}
              columns={shownColumns(line, section.columns)}
              name={withoutEditMarks(section.heading)}
            />
          </>
        ) : (
          heading
        )}
      </div>
    </section>
  )
}

function LineParts({
  line,
  pageSize,
  first,
  columns,
  name,
}: {
  line: LineId
  pageSize: number
  first: TablePage | null | undefined
  columns: readonly TableColumn[]
  /** The table's name for screen readers: its heading. */
  name: string
}) {
  const sections = usePageSections()
  const formAnchor = quoteFormAnchor(sections)
  const table = useTableRows(line, pageSize, first)
  const body = useRef<HTMLTableSectionElement>(null)
  const countId = useId()

  // After 'Mostrar más', the first new part takes the focus: the next thing to read. In the
  // same commit that removes the button, so the focus never falls back to the page's body.
  useLayoutEffect(() => {
    if (table.appendedAt === null) return
    body.current?.rows[table.appendedAt]?.querySelector('a')?.focus()
  }, [table.appendedAt])

  return (
    <>
      <div className={styles.sheet}>
        <section
          className={styles.frame}
          aria-label={`Tabla: ${name}`}
          // The rows' buttons make a frame that scrolls sideways reachable by keyboard; a
          // table without rows has none.
          tabIndex={table.rows.length > 0 ? undefined : 0}
        >
          <table className={styles.table}>
            <thead className={styles.head}>
              <tr>
                <th scope="col">Clave</th>
                {columns.map(({ column, label }) => (
                  <th key={column} scope="col">
                    {label}
                  </th>
                ))}
                <th scope="col">
                  <span className="visually-hidden">Cotización</span>
                </th>
              </tr>
            </thead>
            <tbody ref={body} className={styles.body}>
              {table.rows.map((row) => (
                <LineRow key={row.key} row={row} columns={columns} formAnchor={formAnchor} />
              ))}
            </tbody>
          </table>
        </section>
        <span className={styles.cue} aria-hidden="true" />
      </div>
      <MoreParts table={table} line={line} countId={countId} />
    </>
  )
}

/** 'Mostrar más' and where the list stands, announced as it changes; a failure and its retry. */
function MoreParts({ table, line, countId }: { table: TableRows; line: LineId; countId: string }) {
  const hydrated = useHydrated()
  const loading = table.status === 'loading'
  const failed = table.status === 'failed'
  return (
    <div className={styles.more}>
      <p id={countId} role="status" className={styles.count}>
        {countText(table)}
      </p>
      {failed && (
        <p className={styles.failure} role="alert">
          {table.rows.length === 0
            ? 'No pudimos cargar las piezas de esta línea. Revisa tu conexión e inténtalo de nuevo.'
            : 'No pudimos cargar más piezas. Revisa tu conexión e inténtalo de nuevo; las que ya ves siguen aquí.'}
        </p>
      )}
      {(table.more || failed || (loading && table.rows.length > 0)) && (
        <button
          type="button"
          className={`btn ${failed ? 'btn-outline' : 'btn-primary'} ${styles.moreButton}`}
          // Disabled only until the page is live; while loading it keeps the focus it has.
          disabled={!hydrated}
          aria-disabled={loading || undefined}
          aria-describedby={countId}
          onClick={() => {
            if (!loading) table.loadMore()
          }}
        >
          {failed ? 'Reintentar' : loading ? 'Cargando…' : 'Mostrar más'}
          {!failed && !loading && (
            <>
              {' '}
              <span className="visually-hidden">piezas de {productLine(line).name}</span>
            </>
          )}
        </button>
      )}
    </div>
  )
}

/** 'Mostrando 1–24 de 450 piezas', or all of them, or why there is no list. */
function countText({ rows, total, status }: TableRows): string {
  if (total === null) return status === 'loading' ? 'Cargando piezas…' : ''
  if (total === 0) return 'Esta línea aún no tiene piezas en el catálogo.'
  if (rows.length < total) return `Mostrando 1–${number(rows.length)} de ${number(total)} piezas`
  return total === 1 ? 'Mostrando la única pieza' : `Mostrando las ${number(total)} piezas`
}
