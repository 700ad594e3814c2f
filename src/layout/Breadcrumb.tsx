import { Link } from '@tanstack/react-router'
import styles from './Breadcrumb.module.css'

/** Inicio › (parent pages ›) current page. Structured data for it comes from seo/ and blog/. */
export function Breadcrumb({
  current,
  parents = [],
}: {
  current: string
  /** Pages between Inicio and the current one, e.g. Pernos para puerta on a product's page. */
  parents?: readonly { path: string; name: string }[]
}) {
  return (
    <nav aria-label="Ruta de navegación" className={styles.breadcrumb} data-print="hide">
      <ol>
        <li>
          <Link to="/">Inicio</Link>
        </li>
        {parents.map((parent) => (
          <li key={parent.path}>
            <Link to={parent.path}>{parent.name}</Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  )
}
