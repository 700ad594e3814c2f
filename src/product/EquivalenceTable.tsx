import styles from './EquivalenceTable.module.css'
import type { EquivalenceRow } from './product-facts'

/** The OE and other brands' numbers a product replaces, car maker's first. */
export function EquivalenceTable({ rows }: { rows: readonly EquivalenceRow[] }) {
  return (
    <>
      <p className={styles.lead}>
        Números del fabricante del auto (equipo original, marcados “Original”) y de otras marcas que
        corresponden a esta pieza. Son de referencia: confirma con ventas antes de comprar.
      </p>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Marca</th>
            <th scope="col">Número</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.brand} ${row.number}`}>
              <td>
                {row.brand || '—'}
                {row.original && (
                  <>
                    {' '}
                    <span className={styles.original}>Original</span>
                  </>
                )}
              </td>
              <td className={styles.number} translate="no">
                {row.number}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  )
}
