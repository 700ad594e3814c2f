import { Link } from '@tanstack/react-router'
import { pageLink } from '../site/pages'
import styles from './StatusPage.module.css'

/** Shown inside the shell for any path that is not a page or a redirect; served with HTTP 404. */
export function NotFoundPage() {
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={styles.title}>
        Página no encontrada
      </h1>
      <p className={styles.text}>
        La dirección que abriste no existe o cambió de lugar. Revisa el enlace o sigue por aquí:
      </p>
      <div className={styles.actions}>
        <Link to="/" className="btn btn-primary">
          Ir al inicio
        </Link>
        <Link to="/pernos-para-puerta" className="btn btn-outline">
          Catálogo de pernos
        </Link>
        <Link {...pageLink('/contacto-ventas-pernos-birlos')} className="btn btn-outline">
          Contacto
        </Link>
      </div>
    </section>
  )
}
