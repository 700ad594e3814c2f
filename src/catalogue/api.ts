import { catalogueEndpoints } from './contract'
import { reshapeBrands, reshapeModels, reshapeProducts } from './reshape'
import type { Brand, Model, Product } from './types'

/** How long one catalogue call may take before it counts as failed. */
const CATALOGUE_TIMEOUT_MS = 10_000

/** The API base: the cloud API in production, the same-origin service by default. */
const catalogueBaseUrl = (import.meta.env.VITE_CATALOG_API_URL || '/api').replace(/\/+$/, '')

type CatalogueFailure = 'status' | 'not-json' | 'not-array' | 'network' | 'timeout'

/** Any answer that is not a 2xx JSON array. */
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
    response = await fetch(url, { signal: combined, headers: { accept: 'application/json' } })
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
  if (!Array.isArray(body)) throw fail('not-array')
  return body
}

/** Which list of products is shown: all, one brand's or one model's. */
export type ProductScope =
  | { kind: 'all' }
  | { kind: 'brand'; brand: string }
  | { kind: 'model'; model: string }

function productsPath(scope: ProductScope): string {
  switch (scope.kind) {
    case 'all':
      return catalogueEndpoints.products()
    case 'brand':
      return catalogueEndpoints.productsByBrand(scope.brand)
    case 'model':
      return catalogueEndpoints.productsByModel(scope.model)
  }
}

export async function getProducts(scope: ProductScope, signal?: AbortSignal): Promise<Product[]> {
  return reshapeProducts(await fetchCatalogueList(productsPath(scope), signal))
}

export async function getBrands(signal?: AbortSignal): Promise<Brand[]> {
  return reshapeBrands(await fetchCatalogueList(catalogueEndpoints.brands(), signal))
}

/** The models of one brand. */
export async function getModels(brand: string, signal?: AbortSignal): Promise<Model[]> {
  return reshapeModels(await fetchCatalogueList(catalogueEndpoints.modelsByBrand(brand), signal))
}
