import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react'
import { getBrands, getProducts, isAbortError } from './api'
import { canonicalSearch, findName, normalizeName } from './canonical'
import { modelsOf, productsOf } from './early-answers'
import type { CatalogueSearch } from './search-params'
import {
  type CatalogueData,
  catalogueErrors,
  dataReducer,
  initialData,
  productsErrorMessage,
  scopeKey,
  scopeOf,
} from './state'
import { canonicalYear, yearOptions } from './years'

/**
 * Fetches what a filter state needs, after hydration only. Each resource has one request in
 * flight: a newer one aborts the older, so only the newest answer changes what is shown.
 * A failure logs its message (catalogueErrors) and leaves the previous data in place.
 *
 * A make or model in the URL is first resolved against the catalogue's names (canonical.ts):
 * the models asked for are those of the make as the catalogue spells it, and products are asked
 * for only once the filter is resolved (or its names could not be loaded). `canonical` is the
 * resolved filter state, null while it is not known yet. A year in the URL is resolved once the
 * products of its model have arrived: one that none of them carries is dropped.
 */
export function useCatalogueData(search: CatalogueSearch): {
  data: CatalogueData
  canonical: CatalogueSearch | null
  /** The filter the products shown belong to: the resolved one, or the URL's if unresolvable. */
  effective: CatalogueSearch | null
  /** The model years to choose from (yearOptions), null until the model's products are shown. */
  years: number[] | null
  /** The catalogue's make names, for parsing applications. */
  makes: readonly string[]
  /**
   * Whether the products of the filter are being asked for: from the render that chose it, not
   * only once its request has started (a frame later), so a choice and its loading state are
   * painted together.
   */
  loading: boolean
  retry: () => void
} {
  const [data, dispatch] = useReducer(dataReducer, initialData)
  const [attempt, setAttempt] = useState(0)
  const brand =
    search.marca === undefined
      ? null
      : data.brands
        ? (findName(
            data.brands.map((b) => b.name),
            search.marca,
          ) ?? null)
        : data.brandsFailed
          ? search.marca
          : null
  const filter = canonicalSearch(search, data)
  const unresolvable = data.brandsFailed || (brand !== null && data.modelsFailedBrand === brand)
  const effective = filter ?? (unresolvable ? search : null)
  const scope = effective === null ? null : scopeOf(effective)
  const key = scope === null ? null : scopeKey(scope)
  const makes = useMemo(() => (data.brands ?? []).map((b) => b.name), [data.brands])
  const shownProducts = key !== null && data.productsScope === key ? data.products : null
  const marca = effective?.marca
  const modelo = effective?.modelo
  const years = useMemo(
    () =>
      shownProducts === null || modelo === undefined
        ? null
        : yearOptions(shownProducts, { marca, modelo }, makes),
    [shownProducts, marca, modelo, makes],
  )
  const canonical =
    filter === null || filter.anio === undefined
      ? filter
      : years === null
        ? null
        : canonicalYear(filter, years)
  // Until a call of a kind has settled, its failure is a failed first load.
  const settled = useRef({ products: false, models: false, count: false })
  // What the page opened on: calls for it are the load, later ones follow a visitor's choice.
  const opening = useRef(search)
  const onOpeningMake =
    brand !== null &&
    opening.current.marca !== undefined &&
    normalizeName(brand) === normalizeName(opening.current.marca)
  const onOpeningFilter =
    (search.marca === undefined ? opening.current.marca === undefined : onOpeningMake) &&
    normalizeName(search.modelo ?? '') === normalizeName(opening.current.modelo ?? '')
  const latest = useRef(data)
  latest.current = data

  useEffect(() => {
    if (scope === null || key === null) return
    const controller = new AbortController()
    const firstLoad = !settled.current.products && onOpeningFilter
    dispatch({ type: 'products/start', scope: key })
    productsOf(scope, controller.signal).then(
      (products) => {
        if (controller.signal.aborted) return
        settled.current.products = true
        if (key === 'all') settled.current.count = true
        dispatch({ type: 'products/success', scope: key, products })
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbortError(error)) return
        settled.current.products = true
        dispatch({ type: 'products/failure', scope: key })
        console.error(productsErrorMessage(scope, firstLoad), error)
        // Opened unfiltered, the page makes one GET: the overall count comes from this answer too.
        if (key === 'all' && !settled.current.count && latest.current.totalAll === null) {
          console.error(catalogueErrors.countProducts, error)
        }
      },
    )
    return () => controller.abort()
  }, [key, attempt])

  // The overall count, when the page opens on a filter: one list of all products, counted.
  useEffect(() => {
    if (settled.current.count || latest.current.totalAll !== null) return
    if (search.marca === undefined) return
    const controller = new AbortController()
    getProducts({ kind: 'all' }, controller.signal).then(
      (products) => {
        if (controller.signal.aborted) return
        settled.current.count = true
        dispatch({ type: 'count/success', total: products.length })
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbortError(error)) return
        console.error(catalogueErrors.countProducts, error)
      },
    )
    return () => controller.abort()
  }, [attempt])

  useEffect(() => {
    if (latest.current.brands !== null) return
    const controller = new AbortController()
    getBrands(controller.signal).then(
      (brands) => {
        if (!controller.signal.aborted) dispatch({ type: 'brands/success', brands })
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbortError(error)) return
        dispatch({ type: 'brands/failure' })
        console.error(catalogueErrors.loadBrands, error)
      },
    )
    return () => controller.abort()
  }, [attempt])

  // Models are shown once a brand is chosen: the models of that brand.
  useEffect(() => {
    if (brand === null) {
      dispatch({ type: 'models/clear' })
      return
    }
    if (latest.current.modelsBrand === brand) return
    const controller = new AbortController()
    const firstLoad = !settled.current.models && onOpeningMake
    dispatch({ type: 'models/start', brand })
    modelsOf(brand, controller.signal).then(
      (models) => {
        if (controller.signal.aborted) return
        settled.current.models = true
        dispatch({ type: 'models/success', brand, models })
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbortError(error)) return
        settled.current.models = true
        dispatch({ type: 'models/failure', brand })
        console.error(firstLoad ? catalogueErrors.loadModels : catalogueErrors.modelsByBrand, error)
      },
    )
    return () => controller.abort()
  }, [brand, attempt])

  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  const loading =
    data.loadingScope !== null ||
    (key !== null && data.productsScope !== key && !data.productsFailed)
  return { data, canonical, effective, years, makes, loading, retry }
}
