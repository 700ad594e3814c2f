import { redirect } from '@tanstack/react-router'
import { getBrands, getModels, searchPartsAhead } from './api'
import { findName } from './canonical'
import { catalogueLists, type KeptLists } from './catalogue-lists'
import { DOOR_PINS } from './lines'
import { CATALOGUE_PATH } from './paths'
import { type CatalogueSearch, filterState } from './search-params'
import { catalogueErrors, productsErrorMessage, scopeOf, transition } from './state'
import type { Brand, Model, SearchPage } from './types'

/** Where a filter state's page is kept when it was sent ahead (a model's with its make's). */
const pageKey = (search: CatalogueSearch) => `page:${JSON.stringify(filterState(search))}`

// Whether the catalogue can be asked where the loader runs (catalogue/api.ts).
export { catalogueReachable } from './api'

/** What the catalogue's route loads for one filter state: one page of it, never the whole list. */
export type CatalogueData = {
  /** The filter state these answers are for, in the catalogue's spelling (the route's deps). */
  search: CatalogueSearch
  /** Every make with its count; null when that call failed. */
  brands: Brand[] | null
  /** The models of the make; null without a make or when that call failed. */
  models: Model[] | null
  /**
   * The page shown: its parts, how many match, the line's total ('Mostrar todos') and the
   * chosen model's years; null when that call failed.
   */
  results: SearchPage | null
  /** The calls that failed, each with its console message, for the view to report once shown. */
  failures: { message: string; error: unknown }[]
}

type LoadOptions = {
  signal: AbortSignal
  /** A visitor's choice in the catalogue, rather than the page's load: names the failed call. */
  choice: boolean
  /** Where the makes and models are kept for the visit (the router's context). */
  lists: KeptLists
}

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
 * The catalogue's data for a filter state: the makes, the make's models (both kept for the
 * visit) and the page of door pins the server finds for it (filtered, searched, sorted and cut
 * to nine there), asked at once; a page sent ahead with another's (a model's with its make's, a
 * year's with its model's) is not asked again.
 * A make or model typed in another spelling ("nissan") redirects to the catalogue's; an unknown
 * one is dropped, and a year none of the model's parts carries too. A failed call gives null in
 * its place and a failure with its message: the load may be a preload never shown, so the view
 * reports failures once it shows them, and keeps its list.
 */
export async function loadCatalogue(
  search: CatalogueSearch,
  { signal, choice, lists: kept }: LoadOptions,
): Promise<CatalogueData> {
  const lists = catalogueLists(kept)
  const failures: CatalogueData['failures'] = []
  // The answer of a call, or null with its failure noted (a cancelled load stays cancelled).
  const settle = async <T>(request: Promise<T>) => {
    try {
      return { value: await request, error: null }
    } catch (error) {
      if (signal.aborted) throw error
      return { value: null, error }
    }
  }
  // A make's answer carries its models' first pages, a model's its years': kept, the choice
  // made next asks nothing.
  const yearKey = (state: CatalogueSearch, year: number) =>
    pageKey(transition(state, { type: 'year', year }).search)
  const answerOf = async (state: CatalogueSearch) => {
    const answer = await searchPartsAhead(filterState(state), DOOR_PINS, signal)
    for (const { year, page } of answer.ahead.years) lists.give(yearKey(state, year), page)
    for (const { model, page } of answer.ahead.models) {
      lists.give(pageKey(transition(state, { type: 'model', model }).search), page)
    }
    return answer
  }
  const pageOf = async (state: CatalogueSearch) => (await answerOf(state)).page
  const given = lists.given<SearchPage>(pageKey(search))
  if (given && search.modelo !== undefined && search.anio === undefined) {
    // A model's page sent ahead: its own answer, asked behind it, brings its years' pages; a year
    // chosen before that answer comes waits for it rather than asking again.
    const behind = answerOf(search)
    behind.catch(() => {})
    const years = await given.then(
      (page) => page.years,
      () => [],
    )
    for (const year of years) {
      if (lists.given(yearKey(search, year))) continue
      const yearPage = behind.then(({ ahead }) => {
        const sent = ahead.years.find((each) => each.year === year)
        if (!sent) throw new Error(`No page sent ahead for ${year}`)
        return sent.page
      })
      lists.give(yearKey(search, year), yearPage)
    }
  }
  const modelsOf = (make: string) =>
    settle(lists.keep(`models:${make}`, () => getModels(make), signal))
  const [brands, models, results] = await Promise.all([
    settle(lists.keep('brands', () => getBrands(), signal)),
    search.marca === undefined ? null : modelsOf(search.marca),
    // A page promised ahead that does not come is asked for.
    settle(given ? given.catch(() => pageOf(search)) : pageOf(search)),
  ])
  const noted = <T>(answer: { value: T | null; error: unknown } | null, message: string) => {
    if (answer?.error) failures.push({ message, error: answer.error })
    return answer?.value ?? null
  }
  const brandList = noted(brands, catalogueErrors.loadBrands)
  const marca = nameIn(brandList, search.marca)
  // The models were asked under the make as typed: under another spelling, asked again.
  const modelsAnswer =
    marca === undefined ? null : marca === search.marca ? models : await modelsOf(marca)
  const modelList = noted(
    modelsAnswer,
    choice ? catalogueErrors.modelsByBrand : catalogueErrors.loadModels,
  )
  const page = noted(results, productsErrorMessage(scopeOf(search), !choice))
  // Opened without a choice, the page's one call also gives the overall count.
  if (results.error && !choice) {
    failures.push({ message: catalogueErrors.countProducts, error: results.error })
  }

  const modelo = marca === undefined ? undefined : nameIn(modelList, search.modelo)
  if (marca !== search.marca || modelo !== search.modelo) {
    canonical(search, { marca, modelo, anio: modelo === undefined ? undefined : search.anio })
  }
  const year = search.anio
  if (year !== undefined && page && !page.years.includes(year)) {
    canonical(search, { anio: undefined })
  }
  return { search, brands: brandList, models: modelList, results: page, failures }
}
