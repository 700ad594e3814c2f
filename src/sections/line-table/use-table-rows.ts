import { useHydrated } from '@tanstack/react-router'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { LineId } from '../../catalogue/lines'
import { lineId } from '../../quote-list/line'
import type { TablePage, TableRow } from './rows'
import { loadTablePage } from './table-pages'

export type TableRows = {
  rows: readonly TableRow[]
  /** Every part of the line; null until the catalogue has answered once. */
  total: number | null
  /** 'failed': the last load did not arrive (the rows shown stay). */
  status: 'idle' | 'loading' | 'failed'
  /** Whether the line has parts not shown yet. */
  more: boolean
  /** The index of the first row the last 'Mostrar más' added, for focus; null before any. */
  appendedAt: number | null
  /** Loads the next page (the first, after a failed first load) and appends its rows. */
  loadMore(): void
}

type State = Omit<TableRows, 'more' | 'loadMore'> & { pages: number }

function initialState(first: TablePage | null | undefined): State {
  if (first) {
    return { rows: first.rows, total: first.total, status: 'idle', appendedAt: null, pages: 1 }
  }
  // Without a first page from the loader (a draft previewed, content changed since) the table
  // asks for it itself; after a failed one it offers a retry.
  return {
    rows: [],
    total: null,
    status: first === null ? 'failed' : 'loading',
    appendedAt: null,
    pages: 0,
  }
}

/**
 * A line's rows, a page at a time: the first page as the page's loader read it, then each next
 * page from the catalogue's search when asked ('Mostrar más'), appended without leaving the page.
 * A part already shown is not shown twice (the catalogue may have changed between two pages).
 */
export function useTableRows(
  line: LineId,
  pageSize: number,
  first: TablePage | null | undefined,
): TableRows {
  const [state, setState] = useState(() => initialState(first))
  const hydrated = useHydrated()
  const busy = useRef(false)
  // Aborted when the table goes (a navigation away): its loads are dropped, not failed.
  const mounted = useRef<AbortController | null>(null)

  useEffect(() => {
    const controller = new AbortController()
    mounted.current = controller
    return () => controller.abort()
  }, [])

  const load = useCallback(
    async (page: number, appending: boolean) => {
      if (busy.current) return
      busy.current = true
      const signal = mounted.current?.signal
      setState((previous) => ({ ...previous, status: 'loading' }))
      try {
        const answer = await loadTablePage(line, pageSize, page, signal)
        setState((previous) => {
          const shown = new Set(previous.rows.map((row) => lineId(row.key)))
          const added = answer.rows.filter((row) => !shown.has(lineId(row.key)))
          return {
            rows: [...previous.rows, ...added],
            total: answer.total,
            status: 'idle',
            // The catalogue answers its last page for one past it: nothing more to ask then.
            pages: answer.page < page ? Number.POSITIVE_INFINITY : page,
            appendedAt: appending && added.length > 0 ? previous.rows.length : previous.appendedAt,
          }
        })
      } catch (error) {
        if (signal?.aborted) return
        console.error(`No se pudieron cargar más piezas de ${line}:`, error)
        setState((previous) => ({ ...previous, status: 'failed' }))
      } finally {
        busy.current = false
      }
    },
    [line, pageSize],
  )

  const { pages, ...shown } = state
  const needsFirst = hydrated && pages === 0 && shown.status === 'loading'
  useEffect(() => {
    if (needsFirst) void load(1, false)
  }, [needsFirst, load])

  const loadMore = useCallback(() => {
    void load(pages + 1, pages > 0)
  }, [load, pages])

  const more =
    shown.total !== null &&
    shown.rows.length < shown.total &&
    pages < Math.ceil(shown.total / pageSize)
  return { ...shown, more, loadMore }
}
