import {
  type ApiSearchQuery,
  type CatalogueEndpoints,
  catalogueEndpoints,
  lineEndpoints,
  partEndpoint,
  searchEndpoint,
} from './contract'
import { DOOR_PINS, type LineId } from './lines'
import {
  reshapeBrands,
  reshapeModels,
  reshapePagesAhead,
  reshapeProducts,
  reshapeSearchPage,
} from './reshape'
import type { Brand, Model, PagesAhead, Product, SearchPage } from './types'

/** How long one catalogue call may take before it counts as failed. */
const CATALOGUE_TIMEOUT_MS = 10_000

/** The API base: the cloud API in production, the same-origin service by default. */
const catalogueBaseUrl = (import.meta.env.VITE_CATALOG_API_URL || '/api').replace(/\/+$/, '')

type CatalogueFailure = 'status' | 'not-json' | 'not-array' | 'not-object' | 'network' | 'timeout'

/** Any answer that is not a 2xx JSON array (or, for a search, a JSON object). */
export class CatalogueError extends Error {
  readonly reason: CatalogueFailure
  constructor(reason: CatalogueFailure, url: string, status?: number) {
    super(`Catalogue call ${url} failed: ${reason}${status === undefined ? '' : ` (${status})`}`)
    this.name = 'CatalogueError'
    this.reason = reason
  }
}

function resolveUrl(path: string): string {
  const base = typeof location === 'undefined' ? 'http://localhost/' : location.href
  return new URL(catalogueBaseUrl + path, base).toString()
}

/** Answers a request to the catalogue API in this process (see provideCatalogueApi). */
type InProcessApi = (request: Request) => Response | Promise<Response>

// Server rendering only: the prerender renders pages before any server listens.
let inProcessApi: InProcessApi | null = null

/**
 * Makes catalogue calls made while rendering on the server reach `answer` (the local catalogue
 * service, mounted at the API's base) instead of the network: the prerender reads the catalogue
 * this way. Only the server renderer calls it.
 */
export function provideCatalogueApi(answer: InProcessApi): void {
  inProcessApi = answer
}

/**
 * Whether a catalogue call can be made here: always in the browser; on the server when the
 * catalogue is answered in this process, or is another origin's API (VITE_CATALOG_API_URL).
 */
export function catalogueReachable(): boolean {
  return !import.meta.env.SSR || inProcessApi !== null || /^https?:/i.test(catalogueBaseUrl)
}

function send(url: string, init: RequestInit): Promise<Response> {
  if (import.meta.env.SSR && inProcessApi)
    return Promise.resolve(inProcessApi(new Request(url, init)))
  return fetch(url, init)
}

/**
 * The one fetch of the catalogue: GET a path of the API and return its JSON array. Rejects with
 * a CatalogueError on any other answer or after CATALOGUE_TIMEOUT_MS, and with an AbortError when
 * the caller's signal aborts (a newer request took over: not a failure).
 */
export async function fetchCatalogueList(
  path: string,
  signal?: AbortSignal,
  timeoutMs = CATALOGUE_TIMEOUT_MS,
): Promise<unknown[]> {
  return (await fetchCatalogueJson(path, 'array', signal, timeoutMs)) as unknown[]
}

async function fetchCatalogueJson(
  path: string,
  shape: 'array' | 'object',
  signal?: AbortSignal,
  timeoutMs = CATALOGUE_TIMEOUT_MS,
): Promise<unknown> {
  const url = resolveUrl(path)
  const timeout = AbortSignal.timeout(timeoutMs)
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout
  const fail = (reason: CatalogueFailure, status?: number) => {
    if (signal?.aborted) throw signal.reason ?? new DOMException('Aborted', 'AbortError')
    if (timeout.aborted) return new CatalogueError('timeout', url)
    return new CatalogueError(reason, url, status)
  }
  let response: Response
  try {
    response = await send(url, { signal: combined, headers: { accept: 'application/json' } })
  } catch {
    throw fail('network')
  }
  if (!response.ok) throw fail('status', response.status)
  let body: unknown
  try {
    body = await response.json()
  } catch {
    throw fail('not-json')
  }
  if (signal?.aborted) throw fail('network')
  if (shape === 'array' && !Array.isArray(body)) throw fail('not-array')
  if (shape === 'object' && (typeof body !== 'object' || body === null || Array.isArray(body))) {
    throw fail('not-object')
  }
  return body
}

/** Which list of products is shown: all, one brand's or one model's. */
export type ProductScope =
  | { kind: 'all' }
  | { kind: 'brand'; brand: string }
  | { kind: 'model'; model: string }

/** A line's six paths: the door pins' are the specification's, at the API's root. */
const endpointsOf = (line: LineId): CatalogueEndpoints =>
  line === DOOR_PINS ? catalogueEndpoints : lineEndpoints(line)

export async function getBrands(signal?: AbortSignal, line: LineId = DOOR_PINS): Promise<Brand[]> {
  return reshapeBrands(await fetchCatalogueList(endpointsOf(line).brands(), signal))
}

/** The models of one brand, from the door pins' catalogue (the only one asked for them). */
export async function getModels(brand: string, signal?: AbortSignal): Promise<Model[]> {
  return reshapeModels(await fetchCatalogueList(catalogueEndpoints.modelsByBrand(brand), signal))
}

/** One part by its key, of any line; null when the catalogue holds none. */
export async function getPart(key: string, signal?: AbortSignal): Promise<Product | null> {
  return reshapeProducts(await fetchCatalogueList(partEndpoint(key), signal))[0] ?? null
}

const searchAnswer = (query: ApiSearchQuery, line: LineId | undefined, signal?: AbortSignal) =>
  fetchCatalogueJson(searchEndpoint(query, line), 'object', signal)

/** One page of a search of a line's parts, or of every line's without one. */
export async function searchParts(
  query: ApiSearchQuery,
  line?: LineId,
  signal?: AbortSignal,
): Promise<SearchPage> {
  return reshapeSearchPage(await searchAnswer(query, line, signal))
}

/**
 * One page of a search of a line's parts, with the pages its answer sends ahead (a make's
 * models' first pages, a model's years').
 */
export async function searchPartsAhead(
  query: ApiSearchQuery,
  line: LineId,
  signal?: AbortSignal,
): Promise<{ page: SearchPage; ahead: PagesAhead }> {
  const answer = await searchAnswer(query, line, signal)
  const page = reshapeSearchPage(answer)
  return { page, ahead: reshapePagesAhead(answer, page) }
}
