import { redirect } from '@tanstack/react-router'
import { getBrands, getModels, getProducts } from './api'
import { findName } from './canonical'
import { CATALOGUE_PATH } from './paths'
import type { CatalogueSearch } from './search-params'
import { catalogueErrors, productsErrorMessage, scopeOf } from './state'
import type { Brand, Model, Product } from './types'
import { yearOptions } from './years'

/** What the catalogue's route loads for one make and model. */
export type CatalogueData = {
  /** The make and model these answers belong to (the catalogue's spelling). */
  marca: string | undefined
  modelo: string | undefined
  /** The products of the filter; null when that call failed. */
  products: Product[] | null
  /** Every make with its count; null when that call failed. */
  brands: Brand[] | null
  /** The models of the make; null without a make or when that call failed. */
  models: Model[] | null
  /** How many products the whole catalogue holds ('Mostrar todos'); null if unknown. */
  totalAll: number | null
  /** The calls that failed, each with its console message, for the view to report once shown. */
  failures: { message: string; error: unknown }[]
}

type LoadOptions = {
  signal: AbortSignal
  /** A visitor's choice in the catalogue, rather than the page's load: names the failed call. */
  choice: boolean
}

// The make list and the overall count are the same for every filter: asked once per visit, and
// again after a failure.
let brandsAnswer: Promise<Brand[]> | null = null
let countAnswer: Promise<number> | null = null

/** Forgets the shared answers, as a new visit would (for tests, each of which is a visit). */
export function forgetSharedAnswers(): void {
  brandsAnswer = null
  countAnswer = null
}

function once<T>(answer: Promise<T>, forget: () => void): Promise<T> {
  answer.catch(forget)
  return answer
}

function brandsOnce(): Promise<Brand[]> {
  brandsAnswer ??= once(getBrands(), () => {
    brandsAnswer = null
  })
  return brandsAnswer
}

function countOnce(): Promise<number> {
  countAnswer ??= once(
    getProducts({ kind: 'all' }).then((all) => all.length),
    () => {
      countAnswer = null
    },
  )
  return countAnswer
}

type Failures = CatalogueData['failures']

/** The answer of `request`, or null with its failure noted (a cancelled load stays cancelled). */
async function orNull<T>(
  request: Promise<T>,
  message: string,
  failures: Failures,
  signal: AbortSignal,
) {
  try {
    return await request
  } catch (error) {
    if (signal.aborted) throw error
    failures.push({ message, error })
    return null
  }
}

/** Sends the visitor to the same view under the catalogue's own names (no new history entry). */
function canonical(search: CatalogueSearch, next: CatalogueSearch): never {
  throw redirect({ to: CATALOGUE_PATH, search: { ...search, ...next }, replace: true })
}

/**
 * The catalogue's data for a filter state: the makes, the make's models, the filter's products
 * and the overall count. A make or model typed in another spelling ("nissan") redirects to the
 * catalogue's; an unknown one is dropped, and a year none of the model's products carries too.
 * A failed call gives null in its place and a failure with its message: the load may be a
 * preload never shown, so the view reports failures once it shows them, and keeps its list.
 */
export async function loadCatalogue(
  search: CatalogueSearch,
  options: LoadOptions,
): Promise<CatalogueData> {
  const { signal } = options
  const failures: Failures = []
  const brands = await orNull(brandsOnce(), catalogueErrors.loadBrands, failures, signal)
  let { marca, modelo } = search
  let models: Model[] | null = null
  if (marca !== undefined && brands !== null) {
    const found = findName(
      brands.map((b) => b.name),
      marca,
    )
    if (found === undefined)
      canonical(search, { marca: undefined, modelo: undefined, anio: undefined })
    marca = found
  }
  if (marca !== undefined) {
    const message = options.choice ? catalogueErrors.modelsByBrand : catalogueErrors.loadModels
    models = await orNull(getModels(marca, signal), message, failures, signal)
    if (modelo !== undefined && models !== null) {
      const found = findName(
        models.map((m) => m.name),
        modelo,
      )
      modelo = found
      if (found === undefined) canonical(search, { marca, modelo: undefined, anio: undefined })
    }
  }
  if (marca !== search.marca || modelo !== search.modelo) canonical(search, { marca, modelo })

  const scope = scopeOf({ marca, modelo })
  const [products, totalAll] = await Promise.all([
    orNull(
      getProducts(scope, signal),
      productsErrorMessage(scope, !options.choice),
      failures,
      signal,
    ),
    scope.kind === 'all'
      ? null
      : orNull(countOnce(), catalogueErrors.countProducts, failures, signal),
  ])
  if (scope.kind === 'all' && products !== null) countAnswer = Promise.resolve(products.length)
  if (scope.kind === 'all' && products === null && !options.choice) {
    // Opened unfiltered, the page makes one GET: the overall count comes from that answer too.
    failures.push({ message: catalogueErrors.countProducts, error: failures.at(-1)?.error })
  }
  if (
    search.anio !== undefined &&
    products !== null &&
    marca !== undefined &&
    modelo !== undefined
  ) {
    const makes = (brands ?? []).map((b) => b.name)
    if (!yearOptions(products, { marca, modelo }, makes).includes(search.anio)) {
      canonical(search, { anio: undefined })
    }
  }
  return {
    marca,
    modelo,
    products,
    brands,
    models,
    totalAll: scope.kind === 'all' ? (products?.length ?? null) : totalAll,
    failures,
  }
}
