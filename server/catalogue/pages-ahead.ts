// The pages a search's answer sends ahead of their ask, so that the catalogue's next choice shows
// without a request: a make's list carries each of its models' first page, a model's list each
// of its years'. Each is cut from the answer's whole list in order, as that choice's own search
// would cut it; the parts they name that the answer's page does not carry are sent once, beside.

/** The answer's whole list, in its order: its parts' keys, and how to read a part's answer. */
export type Listed = { keys: readonly string[]; jsonOf: (key: string) => string }

/** One application of a part: the model it fits and its years. */
export type PartFit = { part_key: string; model: string; year_from: number; year_to: number }

/** Every year the fits cover, newest first. */
export function yearsOf(fits: readonly PartFit[]): number[] {
  const years = new Set<number>()
  for (const { year_from, year_to } of fits) {
    for (let year = year_from; year <= year_to; year++) years.add(year)
  }
  return [...years].sort((a, b) => b - a)
}

type Page = { total: number; keys: string[] }

/** Cuts `listed` into first pages: each part counts on the pages `pagesOf` names for it. */
function cut(
  listed: Listed,
  pageSize: number,
  shown: ReadonlySet<string>,
  pagesOf: (key: string) => Iterable<Page>,
) {
  const named = new Set<string>()
  for (const key of listed.keys) {
    for (const page of pagesOf(key)) {
      page.total++
      if (page.keys.length >= pageSize) continue
      page.keys.push(key)
      if (!shown.has(key)) named.add(key)
    }
  }
  return `"productos_paginas":[${[...named].map(listed.jsonOf).join(',')}]`
}

/**
 * `anios_paginas` and `productos_paginas` of a model's answer: the first page of each of its
 * `years`, cut from the model's list (`listed`, in the answer's order), `fits` the model's
 * applications and `shown` the keys of the answer's own page.
 */
export function firstPagesByYear(
  listed: Listed,
  fits: readonly PartFit[],
  years: readonly number[],
  pageSize: number,
  shown: ReadonlySet<string>,
): string {
  const range = new Map(fits.map((fit) => [fit.part_key, fit]))
  const pages = new Map(years.map((year) => [year, { total: 0, keys: [] as string[] }]))
  const parts = cut(listed, pageSize, shown, function* (key) {
    const fit = range.get(key)
    if (!fit) return
    for (let year = fit.year_from; year <= fit.year_to; year++) {
      const page = pages.get(year)
      if (page) yield page
    }
  })
  const byYear = [...pages].map(([anio, page]) => ({ anio, total: page.total, claves: page.keys }))
  return `"anios_paginas":${JSON.stringify(byYear)},${parts}`
}

/**
 * `modelos_paginas` and `productos_paginas` of a make's answer: the first page of each of its
 * models, with the model's years, cut from the make's list in the order a model's list has
 * (`listed`); `fits` the applications of the make's models and `shown` the keys of the answer's
 * own page.
 */
export function firstPagesByModel(
  listed: Listed,
  fits: readonly PartFit[],
  pageSize: number,
  shown: ReadonlySet<string>,
): string {
  const fitsOf = groupBy(fits, (fit) => fit.model)
  const pages = new Map(
    [...fitsOf.keys()].map((model) => [model, { total: 0, keys: [] as string[] }]),
  )
  const modelsOf = groupBy(fits, (fit) => fit.part_key)
  const parts = cut(listed, pageSize, shown, function* (key) {
    for (const fit of modelsOf.get(key) ?? []) {
      const page = pages.get(fit.model)
      if (page) yield page
    }
  })
  const byModel = [...pages].map(([modelo, page]) => ({
    modelo,
    total: page.total,
    anios: yearsOf(fitsOf.get(modelo) ?? []),
    claves: page.keys,
  }))
  return `"modelos_paginas":${JSON.stringify(byModel)},${parts}`
}

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>()
  for (const item of items) {
    const key = keyOf(item)
    const group = groups.get(key)
    if (group) group.push(item)
    else groups.set(key, [item])
  }
  return groups
}
