import { Link } from '@tanstack/react-router'
import { type Application, yearsText } from '../catalogue/applications'
import { normalizeName } from '../catalogue/canonical'
import { DOOR_PINS, type LineId } from '../catalogue/lines'
import { CATALOGUE_ANCHOR, CATALOGUE_PATH } from '../catalogue/paths'
import type { FitNote } from '../catalogue/types'
import type { Vehicle } from '../catalogue/vehicle'
import styles from './PartPage.module.css'

/**
 * The cars a part fits, by make, model and years, with what tells each fit apart when the
 * catalogue says it. A door pin's make and model open the door-pin
 * catalogue filtered by them; other lines' pages have no such filter, so their cars are text.
 */
export function ApplicationsTable({
  line,
  applications,
  fitNotes = [],
  vehicle = null,
}: {
  line: LineId
  applications: readonly Application[]
  /** What tells each fit apart ('Sedán, serie B13'): a column of its own when any is known. */
  fitNotes?: readonly FitNote[]
  /** The vehicle the page was opened for: its row is marked. */
  vehicle?: Vehicle | null
}) {
  const linked = line === DOOR_PINS
  const noteOf = (a: Application) =>
    fitNotes.find((n) => n.make === a.make && n.model === a.model)?.note ?? null
  const notes = fitNotes.length > 0
  const isChosen = (a: Application) =>
    vehicle !== null &&
    normalizeName(vehicle.make) === normalizeName(a.make) &&
    normalizeName(vehicle.model) === normalizeName(a.model) &&
    (vehicle.year === undefined || (a.from <= vehicle.year && vehicle.year <= a.to))
  return (
    <table className={styles.applications}>
      <thead>
        <tr>
          <th scope="col">Marca</th>
          <th scope="col">Modelo</th>
          <th scope="col">Años</th>
          {notes && <th scope="col">Nota</th>}
        </tr>
      </thead>
      <tbody>
        {applications.map((a) => (
          <tr
            key={`${a.make} ${a.model}`}
            className={isChosen(a) ? styles.chosenVehicle : undefined}
          >
            <td>
              {linked ? (
                <Link to={CATALOGUE_PATH} search={{ marca: a.make }} hash={CATALOGUE_ANCHOR}>
                  {a.make}
                </Link>
              ) : (
                a.make
              )}
            </td>
            <td>
              {linked ? (
                <Link
                  to={CATALOGUE_PATH}
                  search={{ marca: a.make, modelo: a.model }}
                  hash={CATALOGUE_ANCHOR}
                >
                  {a.model}
                </Link>
              ) : (
                a.model
              )}
            </td>
            <td>
              {yearsText(a)}
              {isChosen(a) && <span className={styles.chosenLabel}> · tu vehículo</span>}
            </td>
            {notes && <td className={styles.fitNote}>{noteOf(a) ?? '—'}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
