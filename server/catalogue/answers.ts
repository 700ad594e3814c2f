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
import { keptAnswers } from './kept-answers.ts'
import { type ListName, listQueries } from './list-queries.ts'
import { readMeasureQuery } from './measure-query.ts'
import { createCatalogueSearch, DEFAULT_PAGE_SIZE, type SearchQuery } from './search.ts'

// Every catalogue answer. Each line's whole lists were written, compressed, at import
// (answer-table.ts): a request costs a lookup. A make's or a model's list, a part by its key and
// a search are made on request from indexed tables. The answers asked last stay in memory. The
// Hono routes (api.ts) answer from here; a new catalogue is a new set of answers
// (live-catalogue.ts).

const CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=3600'
const BAD_ENCODING = new TextEncoder().encode(
  JSON.stringify({ error: 'La dirección tiene una codificación de caracteres no válida.' }),
)
/** Bytes of answers kept in memory (lists and searches): the hot ones are sent as they are. */
const KEPT_BYTES = 64 * 1024 * 1024
const MAX_QUERY_LENGTH = 100
const MAX_NAME_LENGTH = 80
const MAX_PAGE = 10_000

export type CatalogueResponse = {
  status: 200 | 304 | 400
  headers: Record<string, string>
  body: Uint8Array<ArrayBuffer> | null
}

type Request = {
  /** The query, read or as sent (the text after '?', without a fragment). */
  query?: URLSearchParams | string
  ifNoneMatch?: string
  acceptEncoding?: string
}

/** How many query texts each catalogue remembers the search they stand for. */
const MAX_QUERY_TEXTS = 1024

export type CatalogueAnswers = {
  /** The answer for a path under the API base, or undefined when no route matches it. */
  respond(path: string, request: Request): CatalogueResponse | undefined
  /**
   * What the answers kept now are (keys for `prepare`), the most recently asked last, at most
   * `count` of them.
   */
  keptKeys(count: number): string[]
  /** The answers to `keys` (another catalogue's keptKeys), made now and kept. */
  prepare(keys: readonly string[]): PreparedAnswer[]
}

/** An answer made ahead of its ask, by its key: what a new catalogue starts with. */
export type PreparedAnswer = readonly [key: string, answer: Precompressed]

const ROOT_LISTS = new Set(['productos', 'marcas', 'modelos'])

// Each kept answer's key says how to make it again, over any catalogue: its kind, then its
// fields, separated by a character no name or query holds once read.
const SEP = '\u0000'

/**
 * The answers over `db`, starting with `prepared` kept (made by `prepare` from the same
 * database, off the server's thread: a reload swaps in a catalogue whose most asked answers are
 * already made).
 */
export function createCatalogueAnswers(
  db: DatabaseSync,
  prepared: readonly PreparedAnswer[] = [],
): CatalogueAnswers {
  const search = createCatalogueSearch(db)
  const makeList = listQueries(db)
  const stored = db.prepare('SELECT etag, identity, gzip, br FROM answers WHERE path = ?')
  const partByKey = db.prepare('SELECT json FROM parts WHERE key = ?')
  const kept = keptAnswers(KEPT_BYTES)
  for (const [key, answer] of prepared) kept.get(key, () => answer)
  const empty = madeOnRequest('[]')

  /** The answer a key stands for, made from the database; undefined when it has none. */
  const make = (key: string): Precompressed | undefined => {
    const [kind, ...fields] = key.split(SEP)
    if (kind === 'search') {
      const [line = '', query = '{}'] = fields
      return madeOnRequest(search(JSON.parse(query) as SearchQuery, line || undefined))
    }
    // A line's whole lists were made at import.
    if (kind === 'stored') return storedAnswer(stored.get(fields[0] ?? ''))
    // A make's or a model's list is made on its first ask (an empty one is not kept: any name
    // can be asked for).
    if (kind === 'list') {
      const [line = '', list, ...name] = fields
      const bytes = makeList(list as ListName, line, name.join(SEP))
      return bytes.length > 2 ? madeOnRequest(new TextDecoder().decode(bytes)) : undefined
    }
    // Kept like a list: a part's page is asked again and again (an unknown key is not).
    if (kind === 'part') {
      const row = partByKey.get(fields.join(SEP)) as { json: string } | undefined
      return row ? madeOnRequest(`[${row.json}]`) : undefined
    }
    return undefined
  }
  const answer = (key: string) => kept.get(key, () => make(key)) ?? empty

  // A search whose measures cannot be read is refused (400): its key says why.
  const readSearchKey = (query: URLSearchParams | undefined, line: string) => {
    const measures = readMeasureQuery(query, isLineId(line) ? line : undefined)
    if ('problem' in measures) return ['refused', measures.problem].join(SEP)
    return ['search', line, JSON.stringify(searchQuery(query, measures.measures))].join(SEP)
  }
  // A page's searches repeat their query text: read once, it is looked up after (bounded, as any
  // text can be sent).
  const queryTexts = new Map<string, string>()
  const searchKey = (query: Request['query'], line = '') => {
    if (typeof query !== 'string') return readSearchKey(query, line)
    const text = `${line}?${query}`
    let key = queryTexts.get(text)
    if (key === undefined) {
      key = readSearchKey(new URLSearchParams(query), line)
      if (queryTexts.size >= MAX_QUERY_TEXTS) queryTexts.clear()
      queryTexts.set(text, key)
    }
    return key
  }
  const searchAnswer = (key: string, request: Request) =>
    key.startsWith(`refused${SEP}`)
      ? badRequest(key.slice(`refused${SEP}`.length))
      : send(answer(key), request)
  const listKey = (line: string, list: ListName, name: string) =>
    name === ''
      ? ['stored', `/${line}${catalogueRoutes[list]}`].join(SEP)
      : ['list', line, list, name].join(SEP)

  return {
    respond(path, request) {
      const segments = path.split('/').slice(1)
      const [first = '', second] = segments
      if (first === 'buscar' && segments.length === 1) {
        return searchAnswer(searchKey(request.query), request)
      }
      if (first === 'producto' && segments.length === 2) {
        const key = decodeName(second ?? '')
        if (key === undefined) return badEncoding()
        return send(answer(['part', key.toUpperCase()].join(SEP)), request)
      }
      // The specification's six are the door pins' ('/productos' is '/pernos/productos').
      const [line, rest] = ROOT_LISTS.has(first)
        ? [DOOR_PINS, segments]
        : [first, segments.slice(1)]
      if (!isLineId(line) || rest.length === 0) return undefined
      if (rest.length === 1 && rest[0] === 'buscar') {
        return searchAnswer(searchKey(request.query, line), request)
      }
      const list = listRoute(rest)
      if (!list) return undefined
      const name = rest.length === 3 ? decodeName(rest[2] ?? '') : ''
      if (name === undefined) return badEncoding()
      return send(answer(listKey(line, list, name)), request)
    },
    keptKeys: (count) => kept.keys().slice(-count),
    prepare(keys) {
      return keys.flatMap((key) => {
        const made = kept.get(key, () => make(key))
        return made ? [[key, made] as const] : []
      })
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

type StoredRow = {
  etag: string
  identity: Uint8Array<ArrayBuffer>
  gzip: Uint8Array<ArrayBuffer> | null
  br: Uint8Array<ArrayBuffer> | null
}

/** A list the import wrote (answer-table.ts); a small one has no compressed copies. */
function storedAnswer(row: unknown): Precompressed | undefined {
  if (!row) return undefined
  const { etag, identity, gzip, br } = row as StoredRow
  return {
    etag,
    identity,
    gzip: gzip ?? identity,
    br: br ?? identity,
    uncompressed: gzip === null ? ['gzip', 'br'] : [],
  }
}

const ROUTE_LISTS = Object.fromEntries(
  Object.entries(catalogueRoutes).map(([list, route]) => [route.replace(/:\w+$/, ':name'), list]),
) as Record<string, ListName>

/** Which of the six lists `segments` (after the line) name, if any. */
function listRoute(segments: string[]): ListName | undefined {
  const pattern = `/${segments.slice(0, 2).join('/')}${segments.length === 3 ? '/:name' : ''}`
  return ROUTE_LISTS[pattern]
}

/**
 * A search's query from the URL; anything invalid falls back to its default, but for the
 * measures, read before (measure-query.ts: a measure that cannot be read is refused).
 */
export function searchQuery(
  query: URLSearchParams | undefined,
  measures: Pick<SearchQuery, 'largo' | 'diametro' | 'rosca'> = {},
): SearchQuery {
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
    ...measures,
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

/** A search the catalogue cannot make, and why, in Spanish. */
function badRequest(error: string): CatalogueResponse {
  return {
    status: 400,
    headers: { 'Content-Type': 'application/json' },
    body: new TextEncoder().encode(JSON.stringify({ error })),
  }
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
