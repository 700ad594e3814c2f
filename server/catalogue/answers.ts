import type { DatabaseSync } from 'node:sqlite'
import {
  type ApiSearchQuery,
  catalogueRoutes,
  MAX_SEARCH_PAGE_SIZE,
} from '../../src/catalogue/contract.ts'
import { DOOR_PINS, isLineId } from '../../src/catalogue/lines.ts'
import { sortOptions } from '../../src/catalogue/types.ts'
import {
  type Encoding,
  matchesEtag,
  type Precompressed,
  pickEncoding,
  precompress,
  weakEtag,
} from '../http/precompressed.ts'
import { createCatalogueSearch, DEFAULT_PAGE_SIZE, type SearchQuery } from './search.ts'

// Every catalogue answer. The lists were written, compressed, at import (answer-table.ts): a
// request costs a lookup, and the most asked stay in memory. A part by its key and a search are
// computed on request from indexed tables, and the latest searches are kept. The Hono routes
// (api.ts) answer from here; a new catalogue is a new set of answers (live-catalogue.ts).

const CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=3600'
const BAD_ENCODING = new TextEncoder().encode(
  JSON.stringify({ error: 'La dirección tiene una codificación de caracteres no válida.' }),
)
/** Bytes of list answers kept in memory: the hot ones are served without a read. */
const KEPT_LIST_BYTES = 48 * 1024 * 1024
/** Searches kept with their answer (a catalogue's pages and filters repeat). */
const KEPT_SEARCHES = 500
const MAX_QUERY_LENGTH = 100
const MAX_NAME_LENGTH = 80
const MAX_PAGE = 10_000

export type CatalogueResponse = {
  status: 200 | 304 | 400
  headers: Record<string, string>
  body: Uint8Array<ArrayBuffer> | null
}

type Request = { query?: URLSearchParams; ifNoneMatch?: string; acceptEncoding?: string }

export type CatalogueAnswers = {
  /** The answer for a path under the API base, or undefined when no route matches it. */
  respond(path: string, request: Request): CatalogueResponse | undefined
}

const ROOT_LISTS = new Set(['productos', 'marcas', 'modelos'])

export function createCatalogueAnswers(db: DatabaseSync): CatalogueAnswers {
  const lists = keptLists(db)
  const search = createCatalogueSearch(db)
  const searches = new Map<string, Precompressed>()
  const partByKey = db.prepare('SELECT json FROM parts WHERE key = ?')
  const empty = madeOnRequest('[]')

  const searchAnswer = (query: URLSearchParams | undefined, line?: string) => {
    const parsed = searchQuery(query)
    const id = `${line ?? ''}?${JSON.stringify(parsed)}`
    let answer = searches.get(id)
    if (answer) {
      searches.delete(id)
    } else {
      answer = madeOnRequest(search(parsed, line))
      if (searches.size >= KEPT_SEARCHES) searches.delete(searches.keys().next().value as string)
    }
    searches.set(id, answer)
    return answer
  }

  return {
    respond(path, request) {
      const segments = path.split('/').slice(1)
      const [first = '', second] = segments
      if (first === 'buscar' && segments.length === 1) {
        return send(searchAnswer(request.query), request)
      }
      if (first === 'producto' && segments.length === 2) {
        const key = decodeName(second ?? '')
        if (key === undefined) return badEncoding()
        const row = partByKey.get(key.toUpperCase()) as { json: string } | undefined
        return send(row ? madeOnRequest(`[${row.json}]`) : empty, request)
      }
      // The specification's six are the door pins' ('/productos' is '/pernos/productos').
      const [line, rest] = ROOT_LISTS.has(first)
        ? [DOOR_PINS, segments]
        : [first, segments.slice(1)]
      if (!isLineId(line) || rest.length === 0) return undefined
      if (rest.length === 1 && rest[0] === 'buscar') {
        return send(searchAnswer(request.query, line), request)
      }
      if (!isListRoute(rest)) return undefined
      const named = rest.length === 3
      const name = named ? decodeName(rest[2] ?? '') : ''
      if (name === undefined) return badEncoding()
      const listPath = `/${line}/${rest.slice(0, named ? 2 : 1).join('/')}${named ? `/${name}` : ''}`
      return send(lists(listPath) ?? empty, request)
    },
  }
}

/** Below this size compression saves less than its header costs: sent as it is. */
const COMPRESS_FROM_BYTES = 1024

/** An answer computed on request, compressed quickly (Brotli 5) when it is worth it. */
function madeOnRequest(json: string): Precompressed {
  const bytes = new TextEncoder().encode(json)
  if (bytes.length >= COMPRESS_FROM_BYTES) return precompress(bytes, 5)
  return {
    identity: bytes,
    gzip: bytes,
    br: bytes,
    etag: weakEtag(bytes),
    uncompressed: ['gzip', 'br'],
  }
}

/** Whether `segments` (after the line) name one of the six lists. */
function isListRoute(segments: string[]): boolean {
  const pattern = `/${segments.slice(0, 2).join('/')}${segments.length === 3 ? '/:name' : ''}`
  return Object.values(catalogueRoutes).some((route) => route.replace(/:\w+$/, ':name') === pattern)
}

/** The list answers, read on first use and kept up to a budget of bytes, least recent out first. */
function keptLists(db: DatabaseSync): (path: string) => Precompressed | undefined {
  const read = db.prepare('SELECT etag, identity, gzip, br FROM answers WHERE path = ?')
  const kept = new Map<string, Precompressed>()
  let bytes = 0
  const size = (answer: Precompressed) =>
    answer.uncompressed?.length
      ? answer.identity.length
      : answer.identity.length + answer.gzip.length + answer.br.length
  return (path) => {
    const hit = kept.get(path)
    if (hit) {
      kept.delete(path)
      kept.set(path, hit)
      return hit
    }
    const row = read.get(path) as
      | {
          etag: string
          identity: Uint8Array<ArrayBuffer>
          gzip: Uint8Array<ArrayBuffer> | null
          br: Uint8Array<ArrayBuffer> | null
        }
      | undefined
    if (!row) return undefined
    const answer: Precompressed = {
      etag: row.etag,
      identity: row.identity,
      gzip: row.gzip ?? row.identity,
      br: row.br ?? row.identity,
      uncompressed: row.gzip === null ? ['gzip', 'br'] : [],
    }
    kept.set(path, answer)
    bytes += size(answer)
    for (const [oldest, value] of kept) {
      if (bytes <= KEPT_LIST_BYTES || oldest === path) break
      kept.delete(oldest)
      bytes -= size(value)
    }
    return answer
  }
}

/** A search's query from the URL; anything invalid falls back to its default. */
export function searchQuery(query: URLSearchParams | undefined): SearchQuery {
  const text = (name: string, max: number) => {
    const value = query?.get(name)?.normalize('NFC').replace(/\s+/g, ' ').trim()
    return value && value.length <= max ? value : undefined
  }
  const whole = (name: string, min: number, max: number) => {
    const value = query?.get(name)?.trim() ?? ''
    const n = /^\d+$/.test(value) ? Number(value) : Number.NaN
    return n >= min && n <= max ? n : undefined
  }
  const marca = text('marca', MAX_NAME_LENGTH)
  const modelo = text('modelo', MAX_NAME_LENGTH)
  const orden = query?.get('orden')
  return {
    q: text('q', MAX_QUERY_LENGTH),
    marca,
    modelo,
    anio: modelo === undefined ? undefined : whole('anio', 1900, 2100),
    orden: sortOptions.some((o) => o.value === orden && o.value !== 'numero')
      ? (orden as ApiSearchQuery['orden'])
      : undefined,
    pagina: whole('pagina', 1, MAX_PAGE) ?? 1,
    por_pagina: whole('por_pagina', 1, MAX_SEARCH_PAGE_SIZE) ?? DEFAULT_PAGE_SIZE,
  }
}

function send(answer: Precompressed, request: Request): CatalogueResponse {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'Cache-Control': CACHE_CONTROL,
    ETag: answer.etag,
    Vary: 'Accept-Encoding',
  }
  if (matchesEtag(request.ifNoneMatch, answer.etag)) return { status: 304, headers, body: null }
  const encoding: Encoding = pickEncoding(request.acceptEncoding)
  if (encoding !== 'identity' && !answer.uncompressed?.includes(encoding)) {
    headers['Content-Encoding'] = encoding
    return { status: 200, headers, body: answer[encoding] }
  }
  return { status: 200, headers, body: answer.identity }
}

function badEncoding(): CatalogueResponse {
  return { status: 400, headers: { 'Content-Type': 'application/json' }, body: BAD_ENCODING }
}

/**
 * Decodes a name from its path segment, or returns undefined when its percent-encoding is
 * malformed (a broken link is an error, not an empty list).
 */
function decodeName(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment).normalize('NFC')
  } catch {
    return undefined
  }
}
