import { lazy, Suspense, useState } from 'react'
import { loadChunk } from '../../ui/load-chunk'
import { type Vehicle, vehicleText } from '../vehicle'
import styles from './Compare.module.css'
import type { Candidate, Comparison } from './candidates'

// The comparison's code arrives with its first opening: most visits never open it.
const ComparePanel = lazy(() =>
  loadChunk(() => import('./ComparePanel')).then((module) => ({ default: module.ComparePanel })),
)

/**
 * Above the candidates: how many there are and that what tells them apart is highlighted on each
 * card, and 'Comparar', which opens them side by side.
 */
export function CandidatesBar({
  candidates,
  comparison,
  vehicle,
}: {
  candidates: readonly Candidate[]
  comparison: Comparison
  vehicle: Vehicle | null
}) {
  const [open, setOpen] = useState(false)
  const count = candidates.length
  return (
    <div className={styles.bar}>
      <p className={styles.barText}>
        <strong>
          {count} pernos{vehicle ? ` para tu ${vehicleText(vehicle)}` : ''}
        </strong>
        {comparison.rows.length > 0 ? (
          <>
            Lo que solo tiene cada uno está <mark className={styles.differ}>resaltado</mark>;
            compáralos lado a lado.
          </>
        ) : (
          'El catálogo no muestra diferencias entre ellos.'
        )}
      </p>
      <button
        type="button"
        className="btn btn-outline"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        Comparar
      </button>
      {open && (
        <Suspense fallback={null}>
          <ComparePanel
            candidates={candidates}
            comparison={comparison}
            vehicle={vehicle}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </div>
  )
}
