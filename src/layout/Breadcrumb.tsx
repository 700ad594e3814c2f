import { Link } from '@tanstack/react-router'
import styles from './Breadcrumb.module.css'

/** Inicio › current page. Structured data for it comes from seo/. */
export function Breadcrumb({ current }: { current: string }) {
  return (
    <nav aria-label="Ruta de navegación" className={styles.breadcrumb}>
      <ol>
        <li>
          <Link to="/">Inicio</Link>
        </li>
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  )
}
