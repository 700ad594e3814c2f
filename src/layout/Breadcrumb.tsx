import { Link } from '@tanstack/react-router'
import type { PagePath } from '../site/pages'
import styles from './Breadcrumb.module.css'

/** Inicio › (parent ›) current page. Structured data for it comes from seo/ and blog/. */
export function Breadcrumb({
  current,
  parent,
}: {
  current: string
  parent?: { to: PagePath; label: string }
}) {
  return (
    <nav aria-label="Ruta de navegación" className={styles.breadcrumb}>
      <ol>
        <li>
          <Link to="/">Inicio</Link>
        </li>
        {parent && (
          <li>
            <Link to={parent.to}>{parent.label}</Link>
          </li>
        )}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  )
}
