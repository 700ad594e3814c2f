import {
  memo,
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { prefersReducedMotion } from '../ui/motion'
import { useRouterLinks } from '../ui/use-router-links'
import { afterResults } from './after-results'
import styles from './Catalogue.module.css'
import { CatalogueFilters } from './CatalogueFilters'
import { GridSkeleton } from './CatalogueSkeleton'
import { sameSearch } from './canonical'
import { prepareModels, prepareProducts } from './early-answers'
import { Pagination } from './Pagination'
import { ProductCard } from './ProductCard'
import { PRODUCTS_PER_PAGE, pageSlice, paginate, resultsText } from './paginate'
import { createProductSearch } from './search-index'
import type { CatalogueSearch } from './search-params'
import { sortProducts } from './sort'
import { type CatalogueEvent, scopeKey, scopeOf, transition } from './state'
import { type Product, type SortMode, sortOptions } from './types'
import { useCatalogueData } from './use-catalogue-data'
import { filterByYear } from './years'

/** A card renders again only when its product does: a card still shown stays as it is. */
const Card = memo(ProductCard)

/** The pages render again only when the page or the page count changes. */
const Pages = memo(Pagination)

/**
 * The cards of the page shown. The list is a new array on every render; it counts as the same
 * while it holds the same products in the same order, so a key that leaves the results as they
 * were renders none of it.
 */
const ResultsGrid = memo(
  function ResultsGrid(props: {
    products: readonly Product[]
    loading: boolean
    whatsappHref: (text: string) => string
  }) {
    const links = useRouterLinks()
    return (
      <ul
        {...links}
        className={styles.grid}
        aria-busy={props.loading}
        data-loading={props.loading || undefined}
      >
        {/* Keyed by place: a new page of results updates the nine cards in place rather than
            removing them and building nine new ones, which costs a slow phone twice as much. */}
        {props.products.map((product, place) => (
          <li key={place}>
            <Card product={product} whatsappHref={props.whatsappHref} />
          </li>
        ))}
      </ul>
    )
  },
  (before, after) =>
    before.loading === after.loading &&
    before.whatsappHref === after.whatsappHref &&
    before.products.length === after.products.length &&
    before.products.every((product, index) => product === after.products[index]),
)

/** How long typing pauses before the search is written to the URL. */
const QUERY_URL_DELAY_MS = 300

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
  const { data, canonical, effective, years, makes, loading, retry } = useCatalogueData(search)
  const topRef = useRef<HTMLDivElement>(null)
  const [filtersOpen, setFiltersOpen] = useState(false)
  const ids = useId()
  const sortId = `${ids}-orden`
  const searchId = `${ids}-buscar`

  // The URL's make or model in another spelling becomes the catalogue's, in place.
  const canonicalKey =
    canonical === null || sameSearch(canonical, search) ? null : JSON.stringify(canonical)
  useEffect(() => {
    if (canonicalKey !== null) onSearchChange(JSON.parse(canonicalKey), { replace: true })
  }, [canonicalKey, onSearchChange])

  // The search box drives the results (deferred, so typing stays responsive); the URL follows
  // once typing pauses, replacing rather than pushing, so Back does not step through keystrokes
  // and no keystroke races a navigation. A change of ?q= from elsewhere (Back, the header's
  // search) shows in the box unless it has focus.
  const [typed, setTyped] = useState(search.q ?? '')
  const searchRef = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (document.activeElement === searchRef.current) return
    setTyped((current) => (current.trim() === (search.q ?? '') ? current : (search.q ?? '')))
  }, [search.q])
  const pendingQuery = typed.trim() === (search.q ?? '') ? null : typed
  const applyRef = useRef(apply)
  applyRef.current = apply
  // Stable handlers, so the memoised filter column and pages do not render again for a key.
  const applyEvent = useCallback((event: CatalogueEvent) => applyRef.current(event), [])
  const prepareRef = useRef(prepare)
  prepareRef.current = prepare
  const prepareEvent = useCallback((event: CatalogueEvent) => prepareRef.current(event), [])
  const toPage = useCallback((page: number) => applyRef.current({ type: 'page', page }), [])
  const toggleFilters = useCallback(() => setFiltersOpen((open) => !open), [])
  useEffect(() => {
    if (pendingQuery === null) return
    const timer = setTimeout(
      () => applyRef.current({ type: 'query', query: pendingQuery }),
      QUERY_URL_DELAY_MS,
    )
    return () => clearTimeout(timer)
  }, [pendingQuery])
  // The results follow the box when React has time: the key itself renders the box alone (the
  // filter column, pages and cards are memoised), the search and its cards render after.
  const query = useDeferredValue(typed.trim())
  const productSearch = useMemo(
    () => (data.products ? createProductSearch(data.products, makes) : null),
    [data.products, makes],
  )
  // The index is built in idle moments after the list arrives, not while it is shown.
  useEffect(() => productSearch?.prepare(), [productSearch])
  // A year counts once it is one of the model's years (until then, or if dropped, none is set).
  const year = search.anio !== undefined && years?.includes(search.anio) ? search.anio : undefined

  const sort: SortMode = search.orden ?? 'numero'
  // The whole list in order, sorted once per list and order rather than on every keystroke.
  const sortedAll = useMemo(
    () => (data.products ? sortProducts(data.products, sort) : null),
    [data.products, sort],
  )
  // The filter by its parts: `effective` is a new object on every render, its values are not.
  const shown = effective !== null
  const { marca, modelo } = effective ?? {}
  const sorted = useMemo(() => {
    if (!sortedAll || !shown) return null
    const found = productSearch?.(query) ?? null
    // Found products keep their rank unless the visitor chose an order.
    const ordered = found ? (sort === 'numero' ? found : sortProducts(found, sort)) : sortedAll
    // The car narrows the model's own list (years is set once it is shown), not a previous one
    // kept after a failed call.
    return years === null ? ordered : filterByYear(ordered, { marca, modelo, anio: year }, makes)
  }, [sortedAll, sort, shown, marca, modelo, productSearch, query, year, years, makes])
  const pages = paginate(sorted?.length ?? 0, search.pagina ?? 1, PRODUCTS_PER_PAGE)
  const visible = sorted ? pageSlice(sorted, pages) : []

  // On a phone a choice closes the open panel, and the page is placed at once with its button at
  // the top of the screen and the results right below: wherever in the long panel the choice
  // was, the panel's height is gone from above the visitor, who would otherwise land in the
  // middle of the cards. Placed before the paint, so the cards drawn first are the first ones.
  const placeAfterClosing = useRef(false)
  useLayoutEffect(() => {
    if (filtersOpen || !placeAfterClosing.current) return
    placeAfterClosing.current = false
    topRef.current?.scrollIntoView({ behavior: 'instant', block: 'start' })
  }, [filtersOpen])

  function apply(event: CatalogueEvent) {
    const next = transition(search, event)
    onSearchChange(next.search, { replace: event.type === 'query' })
    // On a phone the panel closes after each choice, so the results are right below it.
    const choice =
      event.type === 'brand' ||
      event.type === 'model' ||
      event.type === 'year' ||
      event.type === 'all'
    if (choice && filtersOpen) {
      placeAfterClosing.current = true
      setFiltersOpen(false)
      return
    }
    // Once the results are on screen, after the URL change (see ConnectedCatalogue): the position
    // the visitor left is the one Back returns to.
    if (next.scroll) {
      afterResults(() =>
        topRef.current?.scrollIntoView({
          behavior: prefersReducedMotion() ? 'auto' : 'smooth',
          block: 'start',
        }),
      )
    }
  }

  // As a pointer goes down on a make, a model or 'Mostrar todos', the answers the click will ask
  // for are asked for already: the click takes them, a render and a frame sooner. Returns what
  // cancels them when the press does not become a click.
  function prepare(event: CatalogueEvent): () => void {
    const none = () => {}
    if (event.type !== 'brand' && event.type !== 'model' && event.type !== 'all') return none
    const scope = scopeOf(transition(search, event).search)
    if (effective !== null && scopeKey(scope) === scopeKey(scopeOf(effective))) return none
    const cancelProducts = prepareProducts(scope)
    const cancelModels =
      event.type === 'brand' && data.modelsBrand !== event.brand ? prepareModels(event.brand) : none
    return () => {
      cancelProducts()
      cancelModels()
    }
  }

  const firstLoadFailed = data.products === null && data.productsFailed && !loading

  return (
    <div className={styles.layout} ref={topRef}>
      <CatalogueFilters
        marca={search.marca}
        modelo={search.modelo}
        year={year}
        anio={search.anio}
        brands={data.brands}
        brandsFailed={data.brandsFailed}
        totalAll={data.totalAll}
        models={data.models}
        modelsBrand={data.modelsBrand}
        years={years}
        open={filtersOpen}
        onToggle={toggleFilters}
        onApply={applyEvent}
        onPrepare={prepareEvent}
      />

      <div className={styles.main}>
        {/* biome-ignore lint/a11y/useSemanticElements: jsdom, where the unit tests render, lacks <search> */}
        <div role="search" className={styles.search}>
          <label htmlFor={searchId}>Buscar por clave, nombre, marca o modelo</label>
          <input
            id={searchId}
            ref={searchRef}
            type="search"
            className={styles.searchInput}
            value={typed}
            placeholder="Ej. PP-12, Tsuru, Sedán"
            autoComplete="off"
            enterKeyHint="search"
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
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
        ) : sorted.length === 0 && query ? (
          <div className={styles.notice}>
            <p>
              <strong>¿No encuentras tu pieza? Envíanos foto o medidas</strong>
            </p>
            <p>Ninguna pieza coincide con “{query}”. Te ayudamos a identificarla.</p>
            <div className={styles.noticeActions}>
              <a
                className="btn btn-whatsapp"
                href={whatsappHref(`Hola, busco una pieza: ${query}. Les envío foto o medidas.`)}
                target="_blank"
                rel="noopener noreferrer"
              >
                WhatsApp
              </a>
              <a className="btn btn-primary" href="#client-area">
                Solicitar cotización
              </a>
            </div>
          </div>
        ) : (
          <ResultsGrid products={visible} loading={loading} whatsappHref={whatsappHref} />
        )}

        <Pages page={pages.page} pageCount={pages.pageCount} onPage={toPage} />
      </div>
    </div>
  )
}
