import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { prefersReducedMotion } from '../ui/motion'
import styles from './Catalogue.module.css'
import { GridSkeleton, SidebarSkeleton } from './CatalogueSkeleton'
import { sameSearch } from './canonical'
import { Pagination } from './Pagination'
import { ProductCard } from './ProductCard'
import { PRODUCTS_PER_PAGE, pageSlice, paginate, resultsText } from './paginate'
import type { CatalogueSearch } from './search-params'
import { sortProducts } from './sort'
import { type CatalogueEvent, transition } from './state'
import { type SortMode, sortOptions } from './types'
import { useCatalogueData } from './use-catalogue-data'

type CatalogueViewProps = {
  /** The filter state (from the URL). */
  search: CatalogueSearch
  /**
   * Called with the next filter state after a visitor's action, or with `replace` when the URL's
   * make or model is rewritten to its canonical spelling (no new history entry).
   */
  onSearchChange: (next: CatalogueSearch, options?: { replace?: boolean }) => void
  /** Builds a WhatsApp link with a prefilled text. */
  whatsappHref: (text: string) => string
}

/** The door-bolt catalogue: sidebar of brands and models, results line, sort, cards, pages. */
export function CatalogueView({ search, onSearchChange, whatsappHref }: CatalogueViewProps) {
  const { data, canonical, effective, retry } = useCatalogueData(search)
  const topRef = useRef<HTMLDivElement>(null)
  const [filtersOpen, setFiltersOpen] = useState(false)
  const ids = useId()
  const panelId = `${ids}-filtros`
  const sortId = `${ids}-orden`

  // The URL's make or model in another spelling becomes the catalogue's, in place.
  const canonicalKey =
    canonical === null || sameSearch(canonical, search) ? null : JSON.stringify(canonical)
  useEffect(() => {
    if (canonicalKey !== null) onSearchChange(JSON.parse(canonicalKey), { replace: true })
  }, [canonicalKey, onSearchChange])

  const sort: SortMode = search.orden ?? 'numero'
  const sorted = useMemo(
    () => (data.products && effective ? sortProducts(data.products, sort) : null),
    [data.products, sort, effective],
  )
  const pages = paginate(sorted?.length ?? 0, search.pagina ?? 1, PRODUCTS_PER_PAGE)
  const visible = sorted ? pageSlice(sorted, pages) : []
  const loading = data.loadingScope !== null

  function apply(event: CatalogueEvent) {
    const next = transition(search, event)
    onSearchChange(next.search)
    // On a phone the panel closes after each choice, so the results are right below it.
    if (event.type === 'brand' || event.type === 'model' || event.type === 'all') {
      setFiltersOpen(false)
    }
    if (next.scroll) {
      topRef.current?.scrollIntoView({
        behavior: prefersReducedMotion() ? 'auto' : 'smooth',
        block: 'start',
      })
    }
  }

  const firstLoadFailed = data.products === null && data.productsFailed && !loading

  return (
    <div className={styles.layout} ref={topRef}>
      <aside className={styles.sidebar} aria-label="Filtros del catálogo">
        <button
          type="button"
          className={styles.disclosure}
          aria-expanded={filtersOpen}
          aria-controls={panelId}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          {search.marca === undefined ? (
            'Filtrar por marca'
          ) : (
            <>
              Filtrar:{' '}
              <span className={styles.disclosureValue}>
                {search.modelo ? `${search.marca} · ${search.modelo}` : search.marca}
              </span>
            </>
          )}
        </button>
        <div id={panelId} className={`${styles.panel} ${filtersOpen ? styles.panelOpen : ''}`}>
          {data.brands === null && !data.brandsFailed ? (
            <SidebarSkeleton />
          ) : (
            <>
              <h3 className={styles.sidebarHeading}>Pernos por marca</h3>
              <ul className={styles.filterList}>
                <li>
                  <FilterButton
                    label="Mostrar todos"
                    total={data.totalAll}
                    pressed={search.marca === undefined}
                    onClick={() => apply({ type: 'all' })}
                  />
                </li>
                {data.brands?.map((brand) => (
                  <li key={brand.name}>
                    <FilterButton
                      label={brand.name}
                      total={brand.total}
                      pressed={search.marca === brand.name}
                      onClick={() => apply({ type: 'brand', brand: brand.name })}
                    />
                  </li>
                ))}
              </ul>
              {search.marca !== undefined && data.modelsBrand === search.marca && data.models && (
                <>
                  <h3 className={styles.sidebarHeading}>Pernos por modelo · {search.marca}</h3>
                  <ul className={styles.filterList}>
                    {data.models.map((model) => (
                      <li key={model.name}>
                        <FilterButton
                          label={model.name}
                          total={model.total}
                          pressed={search.modelo === model.name}
                          onClick={() => apply({ type: 'model', model: model.name })}
                        />
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </>
          )}
        </div>
      </aside>

      <div className={styles.main}>
        <div className={styles.toolbar}>
          <p className={styles.results} role="status" aria-live="polite">
            {sorted ? resultsText(pages) : firstLoadFailed ? '' : 'Cargando productos…'}
          </p>
          <div className={styles.sort}>
            <label htmlFor={sortId}>Ordenar</label>
            <select
              id={sortId}
              className={styles.select}
              value={sort}
              disabled={!sorted}
              onChange={(event) => apply({ type: 'sort', sort: event.target.value as SortMode })}
            >
              {sortOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        </div>

        {firstLoadFailed ? (
          <div className={styles.notice} role="alert">
            <p>No pudimos cargar el catálogo en este momento.</p>
            <p>Vuelve a intentarlo o pregúntanos directo por WhatsApp.</p>
            <div className={styles.noticeActions}>
              <button type="button" className="btn btn-primary" onClick={retry}>
                Reintentar
              </button>
              <a
                className="btn btn-whatsapp"
                href={whatsappHref('Hola, quiero consultar el catálogo de pernos para puerta.')}
                target="_blank"
                rel="noopener noreferrer"
              >
                WhatsApp
              </a>
            </div>
          </div>
        ) : sorted === null ? (
          <GridSkeleton />
        ) : (
          <ul className={styles.grid} aria-busy={loading} data-loading={loading || undefined}>
            {visible.map((product) => (
              <li key={product.key}>
                <ProductCard product={product} whatsappHref={whatsappHref} />
              </li>
            ))}
          </ul>
        )}

        <Pagination
          page={pages.page}
          pageCount={pages.pageCount}
          onPage={(page) => apply({ type: 'page', page })}
        />
      </div>
    </div>
  )
}

function FilterButton(props: {
  label: string
  total: number | null
  pressed: boolean
  onClick: () => void
}) {
  return (
    <button
      type="button"
      className={styles.filter}
      aria-pressed={props.pressed}
      onClick={props.onClick}
    >
      <span>{props.label}</span>{' '}
      {props.total !== null && (
        // Read as "Nissan 40 productos"; the word is for screen readers only.
        <>
          <span className={styles.count}>{props.total}</span>{' '}
          <span className="visually-hidden">productos</span>
        </>
      )}
    </button>
  )
}
