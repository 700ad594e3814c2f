import styles from './Catalogue.module.css'

/**
 * The catalogue's frame before its data (and code) arrive: the prerendered HTML shows it, so the
 * page keeps its layout when the list fills in.
 */
export function CatalogueSkeleton() {
  return (
    <div className={styles.layout}>
      <aside className={styles.sidebar} aria-label="Filtros del catálogo">
        <button type="button" className={styles.disclosure} aria-expanded="false" disabled>
          Filtrar por marca
        </button>
        <div className={`${styles.panel} ${styles.panelSkeleton}`}>
          <SidebarSkeleton />
        </div>
      </aside>
      <div className={styles.main}>
        <div className={styles.toolbar}>
          <p className={styles.results} role="status" aria-live="polite">
            Cargando productos…
          </p>
          <div className={styles.sort}>
            <label htmlFor="catalogo-orden-skeleton">Ordenar</label>
            <select id="catalogo-orden-skeleton" className="select-field" disabled>
              <option>Orden por número</option>
            </select>
          </div>
        </div>
        <GridSkeleton />
      </div>
    </div>
  )
}

export function SidebarSkeleton() {
  return (
    <div className={styles.sidebarSkeleton} aria-hidden="true">
      <span className={styles.bone} />
      <span className={styles.bone} />
      <span className={styles.bone} />
      <span className={styles.bone} />
    </div>
  )
}

export function GridSkeleton() {
  return (
    <ul className={styles.grid} aria-hidden="true">
      {[0, 1, 2].map((n) => (
        <li key={n} className={`${styles.card} ${styles.cardSkeleton}`}>
          <div className={styles.media} />
          <div className={styles.cardBody}>
            <span className={styles.bone} />
            <span className={styles.bone} />
            <span className={styles.bone} />
          </div>
        </li>
      ))}
    </ul>
  )
}
