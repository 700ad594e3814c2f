import {
  type ComponentType,
  memo,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { FitReportOffer } from '../forms/fit-report/FitReportOffer'
import { afterPaint } from '../ui/after-paint'
import { prefersReducedMotion } from '../ui/motion'
import styles from './Catalogue.module.css'
import { CatalogueFilters } from './CatalogueFilters'
import { CatalogueSearchBox, type SearchChange } from './CatalogueSearchBox'
import { GridSkeleton } from './CatalogueSkeleton'
import { cardSlots } from './card-slots'
import { CandidatesBar } from './compare/CandidatesBar'
import { type CardDifferences, type Comparison, compareCandidates } from './compare/candidates'
import { candidatesOf } from './compare/candidates-of'
import { sameDifferences } from './compare/same-differences'
import type { CatalogueData } from './load-catalogue'
import { MeasuresPanel } from './measures/MeasuresPanel'
import { NoMeasuredPin } from './measures/NoMeasuredPin'
import { Pagination } from './Pagination'
import { ProductCard } from './ProductCard'
import { paginate, resultsText } from './paginate'
import { CATALOGUE_PATH } from './paths'
import { reportVehicle } from './report-vehicle'
import { sameApplication, sameNames, sameProduct, sameProducts } from './same-product'
import { type CatalogueSearch, sameSearch } from './search-params'
import { type CatalogueEvent, transition } from './state'
import { type Product, type SortMode, sortOptions } from './types'
import { type Vehicle, vehicleOf } from './vehicle'
import { matchingApplication } from './years'

/**
 * A card renders again only when what it shows does: a card still shown stays as it is. Every
 * answer is new objects, so products and applications are compared by what they hold.
 */
const Card = memo(
  ProductCard,
  (before, after) =>
    before.whatsappHref === after.whatsappHref &&
    sameProduct(before.product, after.product) &&
    sameApplication(before.match, after.match) &&
    sameVehicle(before.vehicle ?? null, after.vehicle ?? null) &&
    sameDifferences(before.differs, after.differs) &&
    before.pictureLater === after.pictureLater,
)

const sameVehicle = (a: Vehicle | null, b: Vehicle | null) =>
  a === b ||
  (a !== null && b !== null && a.make === b.make && a.model === b.model && a.year === b.year)

/**
 * The cards of the page shown. The list is a new array on every render; it counts as the same
 * while it holds the same products in the same order, so a key that leaves the results as they
 * were renders none of it.
 */
const ResultsGrid = memo(
  function ResultsGrid(props: {
    products: readonly Product[]
    /** The make, model and year the list is filtered by, whose application each card names. */
    car: CatalogueSearch
    makes: readonly string[]
    loading: boolean
    whatsappHref: (text: string) => string
    /** What tells the candidates apart, when the results are candidates. */
    comparison: Comparison | null
    /** The cards' pictures wait: the results are those of a text still being typed. */
    picturesLater: boolean
  }) {
    const vehicle = vehicleOf(props.car)
    const shown = useRef<ReadonlyMap<string, number>>(new Map())
    const slots = useMemo(
      () =>
        cardSlots(
          shown.current,
          props.products.map((product) => product.key),
        ),
      [props.products],
    )
    useLayoutEffect(() => {
      shown.current = slots
    }, [slots])
    const pictured = usePicturesAfterPaint(props.products)
    return (
      <ul
        className={styles.grid}
        aria-busy={props.loading}
        data-loading={props.loading || undefined}
      >
        {props.products.map((product) => (
          <li key={slots.get(product.key)}>
            <Card
              product={product}
              match={matchingApplication(product, props.car, props.makes)}
              whatsappHref={props.whatsappHref}
              vehicle={vehicle}
              differs={props.comparison?.byKey.get(product.key) ?? NO_DIFFERENCES}
              pictureLater={props.picturesLater || !pictured.has(product.key)}
            />
          </li>
        ))}
      </ul>
    )
  },
  (before, after) =>
    before.loading === after.loading &&
    before.picturesLater === after.picturesLater &&
    before.whatsappHref === after.whatsappHref &&
    sameNames(before.makes, after.makes) &&
    before.car.marca === after.car.marca &&
    before.car.modelo === after.car.modelo &&
    before.car.anio === after.car.anio &&
    before.comparison === after.comparison &&
    sameProducts(before.products, after.products),
)

const NO_DIFFERENCES: CardDifferences | undefined = undefined

const keysOf = (products: readonly Product[]) => new Set(products.map((product) => product.key))

/**
 * The parts whose cards may ask for their pictures: those shown until now, and a new card's
 * once its results are painted. The frame of a tap then shows the results without waiting on
 * nine picture requests and their answers (each card's box keeps its place meanwhile); a card
 * still shown keeps its picture.
 */
function usePicturesAfterPaint(products: readonly Product[]): ReadonlySet<string> {
  const [pictured, setPictured] = useState(() => keysOf(products))
  useEffect(() => {
    if (products.every((product) => pictured.has(product.key))) return
    let current = true
    void afterPaint().then(() => {
      if (current) setPictured(keysOf(products))
    })
    return () => {
      current = false
    }
  }, [products, pictured])
  return pictured
}

/** The measures' panel renders again only for another view (its hidden fields carry the view). */
const Measures = memo(
  MeasuresPanel,
  (before, after) =>
    before.onMeasure === after.onMeasure && sameSearch(before.search, after.search),
)

/** The fit report under the results renders again only for other results or another vehicle. */
const FitReport = memo(FitReportOffer)

type CatalogueViewProps = {
  /** The filter state shown: the one the data answers (the URL's, once loaded). */
  search: CatalogueSearch
  /** The filter shown as chosen: where a click is going, before its data has come. */
  chosen: CatalogueSearch
  /**
   * The URL's filter state, which the filters' links start from: `search` but for the text
   * typed while the URL has yet to follow it (a click on a filter takes that text then).
   */
  linksFrom: CatalogueSearch
  /** The page of the catalogue shown; null before the first load. */
  data: CatalogueData | null
  /** A load is under way (a navigation, or the results of what is being typed). */
  loading: boolean
  /** Past hydration: the view answers the visitor (marked for the tests, as the page's root is). */
  hydrated: boolean
  /** The first load failed: nothing to show. */
  failed: boolean
  onRetry: () => void
  /** Sort and search, which are a select and a text box rather than links. */
  onSearchChange: SearchChange
  /**
   * The box's text as it is typed: its results are asked for at once, the URL follows later.
   * Settles once those results are shown (or will not be).
   */
  onTyping?: (query: string) => Promise<void> | undefined
  /** The results shown are those of a text still being typed: their pictures wait for a pause. */
  picturesLater?: boolean
  /** Builds a WhatsApp link with a prefilled text. */
  whatsappHref: (text: string) => string
  /** What else on the site matches a search that found no door pin. */
  Elsewhere?: ComponentType<{ query: string }>
}

const NO_YEARS: readonly number[] = []

/**
 * The door-bolt catalogue: sidebar of brands and models, results line, sort, cards, pages. It
 * shows one page of results as the server found it: no list is filtered, searched or sorted here.
 */
export function CatalogueView(props: CatalogueViewProps) {
  const { search, chosen, linksFrom, data, loading, onSearchChange, onTyping, whatsappHref } = props
  const topRef = useRef<HTMLDivElement>(null)
  const resultsRef = useRef<HTMLDivElement>(null)
  const [filtersOpen, setFiltersOpen] = useState(false)
  const ids = useId()
  const sortId = `${ids}-orden`

  const results = data?.results ?? null
  const makes = useMemo(() => (data?.brands ?? []).map((b) => b.name), [data?.brands])
  const { marca, modelo } = search
  const years = modelo === undefined ? NO_YEARS : (results?.years ?? NO_YEARS)
  const year = search.anio
  const pages = results ? paginate(results.total, results.page, results.pageSize) : null
  const query = search.q ?? ''
  const sort: SortMode = search.orden ?? 'numero'
  // A vehicle's (or a search's) few parts are candidates: what tells them apart is shown.
  const candidates = useMemo(
    () => candidatesOf(results, { marca, modelo, anio: year, q: search.q }, makes),
    [results, marca, modelo, year, search.q, makes],
  )
  const comparison = useMemo(() => compareCandidates(candidates), [candidates])

  // A choice that scrolls to the list (a make, 'Mostrar todos', a page, a sort) does so once its
  // view is shown; the position the visitor left is the one Back returns to. It brings up the
  // results' column (search box, results line, first row), not the catalogue's top: on a phone
  // the makes stand above the results, a screen or two of them.
  const scrollOnShow = useRef(false)
  const shownKey = JSON.stringify(search)
  const shown = useRef(shownKey)
  useLayoutEffect(() => {
    if (shown.current === shownKey) return
    shown.current = shownKey
    if (!scrollOnShow.current) return
    scrollOnShow.current = false
    resultsRef.current?.scrollIntoView({
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
      block: 'start',
    })
  }, [shownKey])

  // On a phone, closing the panel onto the results places the page at once with its button at
  // the top of the screen and the results right below: wherever in the long panel the visitor
  // was, the panel's height is gone from above them, who would otherwise land in the middle of
  // the cards. Placed before the paint.
  const placeAfterClosing = useRef(false)
  useLayoutEffect(() => {
    if (filtersOpen || !placeAfterClosing.current) return
    placeAfterClosing.current = false
    topRef.current?.scrollIntoView({ behavior: 'instant', block: 'start' })
  }, [filtersOpen])

  // On a phone the open panel stays open through make, model and year: once a make's models
  // (or a model's years) are shown, they are brought to the top of the screen, the next thing to
  // choose. The panel's sticky button closes it onto the results.
  const nextStep = useRef<'models' | 'years' | null>(null)
  useLayoutEffect(() => {
    const step = nextStep.current
    if (step === null || !filtersOpen) return
    const heading = topRef.current?.querySelector(`[data-step="${step}"]`)
    if (!heading) return
    nextStep.current = null
    heading.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' })
  })

  const open = useRef(filtersOpen)
  open.current = filtersOpen
  // Stable, so that the memoised filter column and pages do not render again for a keystroke.
  // In the open panel a make, model or year leads to the next step; 'Mostrar todos' leads to the
  // results, as a page or a sort does.
  const choose = useCallback((event: CatalogueEvent) => {
    if (
      open.current &&
      (event.type === 'brand' || event.type === 'model' || event.type === 'year')
    ) {
      nextStep.current = event.type === 'brand' ? 'models' : event.type === 'model' ? 'years' : null
      return
    }
    scrollOnShow.current = transition({}, event).scroll
  }, [])
  // The text in the box that the URL has yet to follow, which a filter pressed now keeps.
  const pendingQuery = useRef<string | null>(null)
  const from = useRef(linksFrom)
  from.current = linksFrom
  const targetNow = useCallback((choice: CatalogueEvent) => {
    const typed = pendingQuery.current
    const start =
      typed === null
        ? from.current
        : transition(from.current, { type: 'query', query: typed }).search
    return transition(start, choice).search
  }, [])
  const toggleFilters = useCallback(() => setFiltersOpen((was) => !was), [])
  const showResults = useCallback(() => {
    placeAfterClosing.current = true
    setFiltersOpen(false)
  }, [])
  const toPage = useCallback(() => choose({ type: 'page', page: 1 }), [choose])
  const measure = useCallback(
    (next: (current: CatalogueSearch) => CatalogueSearch) => {
      toPage()
      onSearchChange(next)
    },
    [toPage, onSearchChange],
  )
  const reportedParts = useMemo(
    () => results?.products.map((part) => `${part.key} ${part.name}`),
    [results],
  )
  const reportedVehicle = useMemo(
    () => reportVehicle({ marca, modelo, anio: year }),
    [marca, modelo, year],
  )

  function changeSort(next: SortMode) {
    choose({ type: 'sort', sort: next })
    onSearchChange((current) => transition(current, { type: 'sort', sort: next }).search)
  }

  const firstLoadFailed = props.failed && !loading

  return (
    <div className={styles.layout} ref={topRef} data-hydrated={props.hydrated || undefined}>
      <CatalogueFilters
        search={linksFrom}
        targetNow={targetNow}
        marca={chosen.marca}
        modelo={chosen.modelo}
        year={chosen.anio}
        brands={data?.brands ?? null}
        brandsFailed={data !== null && data.brands === null}
        totalAll={results?.lineTotal ?? null}
        models={chosen.marca === marca ? (data?.models ?? null) : null}
        years={chosen.modelo === modelo ? years : NO_YEARS}
        open={filtersOpen}
        onToggle={toggleFilters}
        onChoose={choose}
        resultCount={filtersOpen && results && !loading ? results.total : null}
        onShowResults={showResults}
      />

      <div className={styles.main} ref={resultsRef}>
        <CatalogueSearchBox
          query={search.q}
          pending={pendingQuery}
          onTyping={onTyping}
          onSearchChange={onSearchChange}
        />
        <Measures search={search} onMeasure={measure} />
        <div className={styles.toolbar}>
          <p className={styles.results} role="status" aria-live="polite">
            {pages ? resultsText(pages) : firstLoadFailed ? '' : 'Cargando productos…'}
          </p>
          <div className={styles.sort}>
            <label htmlFor={sortId}>Ordenar</label>
            <select
              id={sortId}
              className="select-field"
              value={sort}
              disabled={!results}
              onChange={(event) => changeSort(event.target.value as SortMode)}
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
              <button type="button" className="btn btn-primary" onClick={props.onRetry}>
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
        ) : results === null ? (
          <GridSkeleton />
        ) : results.total === 0 &&
          !query &&
          (search.largo !== undefined || search.diametro !== undefined) ? (
          <NoMeasuredPin search={search} whatsappHref={whatsappHref} />
        ) : results.total === 0 && query ? (
          <div className={styles.notice}>
            <p>
              <strong>¿No encuentras tu pieza? Envíanos foto o medidas</strong>
            </p>
            <p>Ninguna pieza coincide con “{query}”. Te ayudamos a identificarla.</p>
            {props.Elsewhere && <props.Elsewhere query={query} />}
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
          <>
            {comparison && (
              <CandidatesBar
                candidates={candidates}
                comparison={comparison}
                vehicle={vehicleOf(search)}
              />
            )}
            <ResultsGrid
              products={results.products}
              car={{ marca, modelo, anio: year }}
              makes={makes}
              loading={loading}
              whatsappHref={whatsappHref}
              comparison={comparison}
              picturesLater={props.picturesLater ?? false}
            />
          </>
        )}

        {pages && (
          <Pagination
            search={search}
            page={pages.page}
            pageCount={pages.pageCount}
            onPage={toPage}
          />
        )}
        {results && (
          <div className={styles.fitReport}>
            <FitReport
              fit={modelo !== undefined && results.total > 0}
              parts={reportedParts}
              vehicle={reportedVehicle}
              page={CATALOGUE_PATH}
              heading="h3"
            />
          </div>
        )}
      </div>
    </div>
  )
}
