import { useHydrated } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { lineId } from '../../quote-list/line'
import { loadChunk } from '../../ui/load-chunk'
import type { Section } from '../types'
import { useFirstPages } from './first-pages'
import { partQuoteText } from './part-quote'
import { type TableRow, tableRow } from './rows'

/** Parts asked of the catalogue in this visit, by their number as the quote list compares them. */
const asked = new Map<string, Promise<TableRow | null>>()

function askCatalogue(part: string): Promise<TableRow | null> {
  const id = lineId(part)
  let answer = asked.get(id)
  if (!answer) {
    answer = loadChunk(() => import('../../catalogue/api'))
      .then(({ getPart }) => getPart(part))
      .then((product) => (product ? tableRow(product) : null))
    asked.set(id, answer)
    // A failure is not kept: choosing the part again asks again.
    answer.catch(() => asked.delete(id))
  }
  return answer
}

/**
 * The quote line of the part a row's 'Cotizar' asked for (`?pieza=BR-1245`), once the page is
 * live: from the rows the page was loaded with, else (a part shown by 'Mostrar más', or an
 * address shared) from the catalogue. Null while unknown, and for a part no line table of the
 * page lists.
 */
export function usePartQuote(sections: readonly Section[], part: string | undefined) {
  const hydrated = useHydrated()
  const firstPages = useFirstPages()
  const listed =
    part === undefined
      ? undefined
      : Object.values(firstPages)
          .flatMap((page) => page?.rows ?? [])
          .find((row) => lineId(row.key) === lineId(part))
  const [found, setFound] = useState<{ part: string; row: TableRow | null }>()
  const hasTables = sections.some((section) => section._type === 'lineTable')
  const ask = hydrated && hasTables && part !== undefined && listed === undefined
  useEffect(() => {
    if (!ask || part === undefined) return
    let current = true
    askCatalogue(part).then(
      (row) => current && setFound({ part, row }),
      (error: unknown) => console.error('No se pudo leer la pieza a cotizar:', error),
    )
    return () => {
      current = false
    }
  }, [ask, part])
  if (!hydrated || part === undefined) return null
  const row = listed ?? (found?.part === part ? found.row : null)
  return row ? partQuoteText(sections, row) : null
}
