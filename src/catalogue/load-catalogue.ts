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

/** Sends the visitor to the same view under the catalogue's own names (no new history entry). */
function canonical(search: CatalogueSearch, next: CatalogueSearch): never {
  throw redirect({ to: CATALOGUE_PATH, search: { ...search, ...next }, replace: true })
}

/** The catalogue's spelling of `wanted` among `list`; as it is while the list is unknown. */
function nameIn(list: readonly { name: string }[] | null, wanted: string | undefined) {
  if (wanted === undefined || list === null) return wanted
  return findName(
    list.map((item) => item.name),
    wanted,
  )
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
  { signal, choice }: LoadOptions,
): Promise<CatalogueData> {
  const failures: Failures = []
  // The answer of a call, or null with its failure noted (a cancelled load stays cancelled).
  const attempt = async <T>(request: Promise<T>, message: string) => {
    try {
      return await request
    } catch (error) {
      if (signal.aborted) throw error
      failures.push({ message, error })
      return null
    }
  }
  const brands = await attempt(brandsOnce(), catalogueErrors.loadBrands)
  const marca = nameIn(brands, search.marca)
  const models =
    marca === undefined
      ? null
      : await attempt(
          getModels(marca, signal),
          choice ? catalogueErrors.modelsByBrand : catalogueErrors.loadModels,
        )
  const modelo = marca === undefined ? undefined : nameIn(models, search.modelo)
  if (marca !== search.marca || modelo !== search.modelo) {
    canonical(search, { marca, modelo, anio: modelo === undefined ? undefined : search.anio })
  }

  const scope = scopeOf({ marca, modelo })
  const all = scope.kind === 'all'
  const [products, counted] = await Promise.all([
    attempt(getProducts(scope, signal), productsErrorMessage(scope, !choice)),
    all ? null : attempt(countOnce(), catalogueErrors.countProducts),
  ])
  if (all && products) countAnswer = Promise.resolve(products.length)
  // Opened unfiltered, the page makes one GET: the overall count comes from that answer too.
  if (all && !products && !choice) {
    failures.push({ message: catalogueErrors.countProducts, error: failures.at(-1)?.error })
  }
  const makes = (brands ?? []).map((b) => b.name)
  const year = search.anio
  if (year !== undefined && products && modelo !== undefined) {
    if (!yearOptions(products, { marca, modelo }, makes).includes(year)) {
      canonical(search, { anio: undefined })
    }
  }
  const totalAll = all ? (products?.length ?? null) : counted
  return { marca, modelo, products, brands, models, totalAll, failures }
}
