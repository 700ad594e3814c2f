import { Link } from '@tanstack/react-router'
import { CATALOGUE_PATH } from '../catalogue/paths'
import styles from './QuoteListPage.module.css'

/**
 * The empty list and where to start one. `pending`: the prerendered page, before it is live; it
 * shows only when the page's probe found no list in this browser (ListProbe).
 */
export function EmptyList({ pending }: { pending: boolean }) {
  return (
    <div className={pending ? `${styles.empty} ${styles.pending}` : styles.empty}>
      <p className={styles.emptyTitle}>Tu lista está vacía.</p>
      <p>
        Agrega piezas con «Agregar a mi cotización» en el catálogo, en la página de cada perno o en
        las tablas de cada línea, y aquí las pides todas juntas.
      </p>
      <Link to={CATALOGUE_PATH} className="btn btn-primary">
        Ver el catálogo de pernos
      </Link>
    </div>
  )
}
