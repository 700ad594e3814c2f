import { createServer, type Server } from 'node:http'
import type { ApiBrand, ApiModel, ApiSearchPage } from '../../../src/catalogue/contract.ts'
import { catalogueRoutes, MAX_SEARCH_PAGE_SIZE } from '../../../src/catalogue/contract.ts'
import { DOOR_PINS, isLineId } from '../../../src/catalogue/lines.ts'
import { apiProduct, STAND_IN_PRODUCTS, type StandInProduct } from './data.ts'
import { measuresOf, searchPage } from './search.ts'

/**
 * Another server that follows the catalogue contract (src/catalogue/contract.ts), written apart
 * from the project's own service: plain node:http, its own data, CORS for any origin, names taken
 * from the last path segment and decoded once. The e2e live build points VITE_CATALOG_API_URL at
 * it, so the catalogue journeys run against a catalogue the site did not grow up with. Its parts
 * are all door pins: every other line's lists are empty, as a catalogue may have them.
 */

const API_BASE = '/api'

function counted<T>(names: string[], make: (name: string, total: number) => T): T[] {
  const totals = new Map<string, number>()
  for (const name of names) totals.set(name, (totals.get(name) ?? 0) + 1)
  return [...totals].map(([name, total]) => make(name, total))
}

const makesOf = (p: StandInProduct) => [...new Set(p.fits.map(([make]) => make))]
const modelsOf = (p: StandInProduct, make?: string) => [
  ...new Set(p.fits.filter(([m]) => make === undefined || m === make).map(([, model]) => model)),
]

/** The route pattern's trailing `:name` as a regular expression capturing one segment. */
function matcher(pattern: string): RegExp {
  return new RegExp(`^${pattern.replace(/:\w+$/, '([^/]+)')}$`)
}

/** Another line's search (`/{line}/buscar`): this catalogue holds none of its parts. */
function emptyLinePage(query: URLSearchParams): ApiSearchPage {
  const size = Math.min(Math.max(Number(query.get('por_pagina')) || 9, 1), MAX_SEARCH_PAGE_SIZE)
  return {
    total: 0,
    pagina: 1,
    paginas: 1,
    por_pagina: size,
    total_linea: 0,
    anios: [],
    productos: [],
  }
}

function answer(path: string, query: URLSearchParams): unknown {
  const part = /^\/producto\/([^/]+)$/.exec(path)?.[1]
  if (part !== undefined) {
    const key = decodeURIComponent(part).toLowerCase()
    return STAND_IN_PRODUCTS.filter((p) => p.key.toLowerCase() === key).map(apiProduct)
  }
  // A search of the door pins (the stand-in holds nothing else), or of every line.
  if (path === '/pernos/buscar') return searchPage(query, DOOR_PINS as 'pernos')
  if (path === '/buscar') return searchPage(query)
  // A line's lists under its prefix: the door pins' are the root's, the others' are empty.
  const line = /^\/([^/]+)(\/.*)$/.exec(path)
  if (line?.[1] !== undefined && isLineId(line[1])) {
    const rest = line[2] ?? ''
    if (rest === '/buscar') {
      const measures = measuresOf(query, line[1])
      return 'error' in measures ? measures : emptyLinePage(query)
    }
    const list = answerList(rest)
    return list && line[1] !== DOOR_PINS ? [] : list
  }
  return answerList(path)
}

function answerList(path: string): unknown[] | null {
  const r = catalogueRoutes
  const brands: ApiBrand[] = counted(STAND_IN_PRODUCTS.flatMap(makesOf), (marca, total) => ({
    marca,
    total,
  }))
  if (path === r.products) return STAND_IN_PRODUCTS.map(apiProduct)
  if (path === r.brands) return brands
  if (path === r.models)
    return counted(
      STAND_IN_PRODUCTS.flatMap((p) => modelsOf(p)),
      (modelo, total) => ({
        modelo,
        total,
      }),
    ) satisfies ApiModel[]
  const name = (pattern: string) => {
    const match = matcher(pattern).exec(path)
    return match?.[1] === undefined ? undefined : decodeURIComponent(match[1])
  }
  const byBrand = name(r.productsByBrand)
  if (byBrand !== undefined)
    return STAND_IN_PRODUCTS.filter((p) => makesOf(p).includes(byBrand)).map(apiProduct)
  const modelsBrand = name(r.modelsByBrand)
  if (modelsBrand !== undefined)
    return counted(
      STAND_IN_PRODUCTS.flatMap((p) => modelsOf(p, modelsBrand)),
      (modelo, total) => ({ modelo, total }),
    ) satisfies ApiModel[]
  const byModel = name(r.productsByModel)
  if (byModel !== undefined)
    return STAND_IN_PRODUCTS.filter((p) => modelsOf(p).includes(byModel)).map(apiProduct)
  return null
}

/** Starts the stand-in on `port`; its API base is http://localhost:<port>/api. */
export function startContractServer(port: number): Promise<Server> {
  const server = createServer((request, response) => {
    response.setHeader('access-control-allow-origin', '*')
    response.setHeader('access-control-allow-headers', 'accept')
    if (request.method === 'OPTIONS') return response.writeHead(204).end()
    // The raw path, so an encoded `/` (%2F) inside a name stays inside its segment.
    const [raw = '/', query = ''] = (request.url ?? '/').split('?')
    let body: unknown = null
    try {
      body = raw.startsWith(`${API_BASE}/`)
        ? answer(raw.slice(API_BASE.length), new URLSearchParams(query))
        : null
    } catch {
      body = null
    }
    if (body !== null && typeof body === 'object' && 'error' in body) {
      response.writeHead(400, { 'content-type': 'application/json; charset=utf-8' })
      response.end(JSON.stringify(body))
      return
    }
    if (request.method !== 'GET' || body === null) {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}')
      return
    }
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' })
    response.end(JSON.stringify(body))
  })
  return new Promise((resolve) => server.listen(port, () => resolve(server)))
}
