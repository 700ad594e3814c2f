import type { DatabaseSync, SQLInputValue } from 'node:sqlite'
import type { ApiSearchQuery } from '../../src/catalogue/contract.ts'
import { threadFamily } from '../../src/catalogue/measures/measure-params.ts'
import {
  MEASURE_PARAM_NAMES,
  MEASURE_PARAMS,
  toleranceRange,
} from '../../src/catalogue/measures/search-measures.ts'
import { searchWords } from '../../src/catalogue/measures.ts'
import { compactPartNumber } from '../../src/catalogue/part-number.ts'
import {
  firstPagesByModel,
  firstPagesByYear,
  type Listed,
  type PartFit,
  yearsOf,
} from './pages-ahead.ts'
import { termsNear, typoAllowance } from './typo-terms.ts'

// A search of the catalogue, one page at a time: a line's parts (or every line's), narrowed by
// make, model and year, by what the visitor typed, sorted and cut to a page. A query that is a
// part number, or the start of one (the key or another brand's number, letters and digits only),
// ranks those parts first; the rest rank by the words they match (SQLite's FTS5 and bm25), each
// word by its start or, past three letters, with a typo forgiven (typo-terms.ts).

export const DEFAULT_PAGE_SIZE = 9

/** A search's query once read: its page and page size always set. */
export type SearchQuery = Required<Pick<ApiSearchQuery, 'pagina' | 'por_pagina'>> &
  Omit<ApiSearchQuery, 'pagina' | 'por_pagina'>

/** The answer (ApiSearchPage as JSON) to a query of one line's parts, or every line's. */
export type CatalogueSearch = (query: SearchQuery, line?: string) => string

export function createCatalogueSearch(db: DatabaseSync): CatalogueSearch {
  const statements = new Map<string, ReturnType<DatabaseSync['prepare']>>()
  // Each combination of filters is one shape of SQL: prepared once, its values always bound.
  const prepare = (sql: string) => {
    let statement = statements.get(sql)
    if (!statement) {
      statement = db.prepare(sql)
      statements.set(sql, statement)
    }
    return statement
  }
  const lineTotal = db.prepare('SELECT COUNT(*) AS n FROM parts WHERE line = ?')
  const partJson = db.prepare('SELECT json FROM parts WHERE key = ?')
  const allTotal = db.prepare('SELECT COUNT(*) AS n FROM parts')
  const modelFits = db.prepare(
    'SELECT part_key, model, year_from, year_to FROM applications ' +
      'WHERE model = ? AND (? IS NULL OR line = ?)',
  )
  const makeFits = db.prepare(
    'SELECT a.part_key, a.model, a.year_from, a.year_to FROM applications a ' +
      'JOIN models m ON m.name = a.model WHERE m.brand = ? AND (? IS NULL OR a.line = ?) ' +
      'ORDER BY m.sort_rank',
  )
  // Every indexed word, read once, for the words a typo away.
  let vocabulary: string[] | undefined
  const wordsNear = (word: string) => {
    const allowance = typoAllowance(word)
    if (allowance === 0) return []
    vocabulary ??= (db.prepare('SELECT term FROM part_vocabulary').all() as { term: string }[]).map(
      (row) => row.term,
    )
    return termsNear(word, vocabulary, allowance).slice(0, MAX_TYPO_TERMS)
  }

  return (query, line) => {
    const where: string[] = []
    const params: Record<string, SQLInputValue> = {}
    if (line !== undefined) {
      where.push('p.line = :line')
      params.line = line
    }
    const inLine = line === undefined ? '' : ' AND a.line = :line'
    if (query.modelo !== undefined) {
      const year =
        query.anio === undefined ? '' : ' AND a.year_from <= :anio AND a.year_to >= :anio'
      where.push(
        `p.key IN (SELECT a.part_key FROM applications a WHERE a.model = :modelo${inLine}${year})`,
      )
      params.modelo = query.modelo
      if (query.anio !== undefined) params.anio = query.anio
    } else if (query.marca !== undefined) {
      where.push(
        'p.key IN (SELECT a.part_key FROM applications a JOIN models m ON m.name = a.model ' +
          `WHERE m.brand = :marca${inLine})`,
      )
      params.marca = query.marca
    }
    // The measures of the part in hand, each found within its tolerance (a thread as asked, or
    // every pitch of a size asked without one).
    for (const param of MEASURE_PARAM_NAMES) {
      const asked = query[param]
      // A line's search only: answers.ts refuses measures on every line's.
      if (asked === undefined || line === undefined) continue
      const column = MEASURE_PARAMS[param].column
      const measures = `SELECT m.part_key FROM part_measures m WHERE m.line = :line AND m.column_name = '${column}'`
      if (typeof asked === 'string') {
        where.push(
          `p.key IN (${measures} AND (m.thread = :${param} OR m.thread GLOB :${param}Pitches))`,
        )
        params[param] = asked
        params[`${param}Pitches`] = threadFamily(asked) ?? asked
      } else {
        const [low, high] = toleranceRange(param, asked)
        where.push(`p.key IN (${measures} AND m.value BETWEEN :${param}Low AND :${param}High)`)
        params[`${param}Low`] = low
        params[`${param}High`] = high
      }
    }
    let order = 'p.sort_rank'
    let source = 'parts p'
    const ctes: string[] = []
    const words = searchWords(query.q ?? '')
    if (words.length > 0) {
      // The matches are found first, each once, and only they are joined to the parts: the
      // full-text index is never asked again for each part.
      ctes.push(
        'w AS MATERIALIZED (SELECT rowid, bm25(part_words) AS rank FROM part_words ' +
          'WHERE part_words MATCH :words)',
      )
      params.words = words
        .map((word) => {
          const either = [`${quoted(word)}*`, ...wordsNear(word).map(quoted)]
          return either.length === 1 ? either[0] : `(${either.join(' OR ')})`
        })
        .join(' AND ')
      const number = compactPartNumber(query.q ?? '')
      if (/\d/.test(number) && number.length >= 2) {
        ctes.push(
          'n AS MATERIALIZED (SELECT part_key, MIN(number != :number) AS hit FROM part_numbers ' +
            'WHERE number >= :number AND number < :numberEnd GROUP BY part_key)',
          'hits AS (SELECT rowid AS id FROM w UNION ' +
            'SELECT parts.rowid FROM n JOIN parts ON parts.key = n.part_key)',
        )
        params.number = number
        params.numberEnd = `${number}\u{10ffff}`
        source =
          'hits JOIN parts p ON p.rowid = hits.id LEFT JOIN w ON w.rowid = p.rowid ' +
          'LEFT JOIN n ON n.part_key = p.key'
        order = 'coalesce(n.hit, 2), w.rank, p.sort_rank'
      } else {
        source = 'w JOIN parts p ON p.rowid = w.rowid'
        order = 'w.rank, p.sort_rank'
      }
    }
    // A chosen order puts its tag first; within it, the order above.
    const sortParams: Record<string, SQLInputValue> = {}
    if (query.orden !== undefined) {
      order = `(p.tag != :tag), ${order}`
      sortParams.tag = query.orden === 'nuevo' ? 'nuevo' : 'más vendido'
    }
    const withs = ctes.length ? `WITH ${ctes.join(', ')} ` : ''
    const from = `FROM ${source}${where.length ? ` WHERE ${where.join(' AND ')}` : ''}`
    // A make's or a model's list, unsearched, carries the first page of each of its models or
    // years (pages-ahead.ts): its whole list is read in order, which counts it too. A make's in
    // the default order: choosing a model drops the sort.
    const ahead =
      query.anio !== undefined || words.length > 0
        ? null
        : query.modelo !== undefined
          ? 'years'
          : query.marca !== undefined
            ? 'models'
            : null
    const listed =
      ahead &&
      (
        prepare(`SELECT p.key ${from} ORDER BY ${ahead === 'years' ? order : 'p.sort_rank'}`).all(
          ahead === 'years' ? { ...params, ...sortParams } : params,
        ) as { key: string }[]
      ).map((row) => row.key)
    const total =
      listed?.length ??
      (prepare(`${withs}SELECT COUNT(*) AS n ${from}`).get(params) as { n: number }).n
    const pages = Math.max(1, Math.ceil(total / query.por_pagina))
    const page = Math.min(query.pagina, pages)
    const rows = prepare(
      `${withs}SELECT p.key, p.json ${from} ORDER BY ${order} LIMIT :limit OFFSET :offset`,
    ).all({
      ...params,
      ...sortParams,
      limit: query.por_pagina,
      offset: (page - 1) * query.por_pagina,
    }) as { key: string; json: string }[]
    const all = (
      (line === undefined ? allTotal.get() : lineTotal.get(line)) as { n: number } | undefined
    )?.n
    const fits =
      query.modelo === undefined
        ? []
        : (modelFits.all(query.modelo, line ?? null, line ?? null) as PartFit[])
    const years = yearsOf(fits)
    let sentAhead = ''
    if (listed) {
      const list: Listed = {
        keys: listed,
        jsonOf: (key) => (partJson.get(key) as { json: string }).json,
      }
      const shown = new Set(rows.map((row) => row.key))
      sentAhead =
        ahead === 'years'
          ? firstPagesByYear(list, fits, years, query.por_pagina, shown)
          : firstPagesByModel(
              list,
              makeFits.all(query.marca ?? '', line ?? null, line ?? null) as PartFit[],
              query.por_pagina,
              shown,
            )
    }
    return (
      `{"total":${total},"pagina":${page},"paginas":${pages},"por_pagina":${query.por_pagina},` +
      `"total_linea":${all ?? 0},"anios":${JSON.stringify(years)},` +
      `"productos":[${rows.map((row) => row.json).join(',')}]${sentAhead && `,${sentAhead}`}}`
    )
  }
}

/** The most indexed words one typed word may stand for. */
const MAX_TYPO_TERMS = 20

/** A word as an FTS5 string. */
const quoted = (word: string) => `"${word.replaceAll('"', '""')}"`
