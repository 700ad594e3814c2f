import { lazy, Suspense, useId, useState } from 'react'
import styles from './FitReport.module.css'
import type { Vehicle } from './fit-report-params'

// The form's code (and the robot check's) loads when a button opens it, never with the page.
const FitReportForm = lazy(() => import('./FitReportForm'))

const KINDS = ['fit', 'vehicle'] as const
type Kind = (typeof KINDS)[number]

/**
 * "¿Te quedó?" and "No encuentro mi vehículo" on a part's page and under the results for a
 * vehicle: two buttons, each opening its short report to sales below them.
 */
export function FitReportOffer({
  part,
  parts,
  vehicle,
  page,
  heading: Heading = 'h2',
  fit = true,
}: {
  /** The part of the page ('PP-98 Perno de puerta trasera'). */
  part?: string
  /** The parts to choose among, on a page of results. */
  parts?: readonly string[]
  /** The vehicle of the results. */
  vehicle?: Vehicle
  /** The page's path, sent with the report. */
  page: string
  heading?: 'h2' | 'h3'
  /** Whether to offer "¿Te quedó?" (results without a vehicle offer only the other). */
  fit?: boolean
}) {
  const [open, setOpen] = useState<Kind | null>(null)
  const ids = useId()
  const toggle = (kind: Kind) => setOpen((was) => (was === kind ? null : kind))
  return (
    <section className={styles.offer} aria-labelledby={`${ids}-titulo`} data-print="hide">
      <Heading id={`${ids}-titulo`} className={styles.heading}>
        {fit ? '¿Te quedó?' : '¿No encuentras tu vehículo?'}
      </Heading>
      <p className={styles.intro}>
        {fit
          ? 'Dinos si la pieza le quedó a tu auto, o qué vehículo no encuentras.'
          : 'Dinos qué auto es y qué pieza buscas.'}
      </p>
      <div className={styles.buttons}>
        {(fit ? KINDS : (['vehicle'] as const)).map((kind) => (
          <button
            key={kind}
            type="button"
            className="btn btn-outline"
            aria-expanded={open === kind}
            aria-controls={`${ids}-reporte`}
            onClick={() => toggle(kind)}
          >
            {kind === 'fit' ? '¿Te quedó?' : 'No encuentro mi vehículo'}
          </button>
        ))}
      </div>
      <div id={`${ids}-reporte`} className={styles.report}>
        {open && (
          <Suspense fallback={<p className={styles.intro}>Cargando…</p>}>
            <FitReportForm
              key={open}
              context={{ kind: open, part, vehicle: open === 'fit' ? vehicle : undefined, page }}
              parts={parts}
            />
          </Suspense>
        )}
      </div>
    </section>
  )
}
