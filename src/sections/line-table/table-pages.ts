import { catalogueReachable, searchParts } from '../../catalogue/api'
import type { LineId } from '../../catalogue/lines'
import type { SearchPage } from '../../catalogue/types'
import type { Section } from '../types'
import { tableLine } from './columns'
import { tablePageSize } from './page-size'
import { type FirstPages, type TablePage, tableRow } from './rows'

/** Page `page` of a line's parts, `pageSize` a page, in the catalogue's order. */
export async function loadTablePage(
  line: LineId,
  pageSize: number,
  page: number,
  signal?: AbortSignal,
): Promise<TablePage> {
  // While rendering on the server the catalogue answers in-process (provideCatalogueApi).
  const answer: SearchPage = await searchParts({ pagina: page, por_pagina: pageSize }, line, signal)
  return {
    line,
    pageSize,
    page: answer.page,
    total: answer.total,
    rows: answer.products.map(tableRow),
  }
}

/**
 * The first page of rows of every line table among `sections`, asked side by side: the page's
 * loader waits for them, so they are in the prerendered HTML and a page reached by navigation is
 * shown whole. A table whose page failed gets null (it says so, with a retry); the page still
 * renders. A server renderer that cannot reach the catalogue loads none: each table asks for its
 * own once live.
 */
export async function loadFirstPages(
  sections: readonly Section[],
  signal?: AbortSignal,
): Promise<FirstPages> {
  if (!catalogueReachable()) return {}
  const tables = sections.flatMap((section) => {
    if (section._type !== 'lineTable') return []
    const line = tableLine(section.line)
    return line ? [{ key: section._key, line, pageSize: tablePageSize(section.pageSize) }] : []
  })
  const pages = await Promise.all(
    tables.map(({ line, pageSize }) =>
      loadTablePage(line, pageSize, 1, signal).catch((error: unknown) => {
        if (signal?.aborted) throw error
        // The build goes on (the table offers a retry), but says which table it could not fill.
        if (import.meta.env.SSR) console.warn(`line table of ${line}: ${String(error)}`)
        return null
      }),
    ),
  )
  return Object.fromEntries(tables.map(({ key }, index) => [key, pages[index] ?? null]))
}
