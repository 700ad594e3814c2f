import { Link } from '@tanstack/react-router'
import { type Application, yearsText } from '../catalogue/applications'
import { DOOR_PINS, type LineId } from '../catalogue/lines'
import { CATALOGUE_ANCHOR, CATALOGUE_PATH } from '../catalogue/paths'
import styles from './PartPage.module.css'

/**
 * The cars a part fits, by make, model and years. A door pin's make and model open the door-pin
 * catalogue filtered by them; other lines' pages have no such filter, so their cars are text.
 */
export function ApplicationsTable({
  line,
  applications,
}: {
  line: LineId
  applications: readonly Application[]
}) {
  const linked = line === DOOR_PINS
  return (
    <table className={styles.applications}>
      <thead>
        <tr>
          <th scope="col">Marca</th>
          <th scope="col">Modelo</th>
          <th scope="col">Años</th>
        </tr>
      </thead>
      <tbody>
        {applications.map((a) => (
          <tr key={`${a.make} ${a.model}`}>
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
            <td>{yearsText(a)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
