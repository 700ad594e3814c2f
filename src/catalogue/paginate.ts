/** Pagination of a list: which page is shown and which items it holds (1-based positions). */
type PageWindow = {
  /** The page shown: the requested one, clamped to 1..pageCount. */
  page: number
  pageCount: number
  total: number
  /** 1-based position of the first and last item shown; 0 and 0 when the list is empty. */
  first: number
  last: number
}

export function paginate(total: number, requestedPage: number, perPage: number): PageWindow {
  const pageCount = Math.max(1, Math.ceil(total / perPage))
  const wanted = Number.isFinite(requestedPage) ? Math.floor(requestedPage) : 1
  const page = Math.min(Math.max(1, wanted), pageCount)
  if (total <= 0) return { page: 1, pageCount: 1, total: 0, first: 0, last: 0 }
  const first = (page - 1) * perPage + 1
  const last = Math.min(total, page * perPage)
  return { page, pageCount, total, first, last }
}

/**
 * The page numbers to offer: always the first and last, the current page and its neighbours,
 * with 'gap' where numbers are left out (1 … 4 5 6 … 20). A gap never hides a single page.
 */
export function pageItems(page: number, pageCount: number, around = 1): (number | 'gap')[] {
  if (pageCount <= 5 + 2 * around) return Array.from({ length: pageCount }, (_, i) => i + 1)
  const shown = new Set<number>([1, pageCount])
  for (let p = page - around; p <= page + around; p++) if (p >= 1 && p <= pageCount) shown.add(p)
  const sorted = [...shown].sort((a, b) => a - b)
  const result: (number | 'gap')[] = []
  let previous = 0
  for (const p of sorted) {
    if (p - previous === 2) result.push(previous + 1)
    else if (p - previous > 2) result.push('gap')
    result.push(p)
    previous = p
  }
  return result
}

/** 'Mostrando 1–9 de 174 resultados' (en dash), or a sentence for an empty list. */
export function resultsText(window: PageWindow): string {
  // Said of a filter and of a search alike.
  if (window.total === 0) return 'Ningún producto coincide'
  if (window.total === 1) return 'Mostrando 1–1 de 1 resultado'
  return `Mostrando ${window.first}–${window.last} de ${window.total} resultados`
}
