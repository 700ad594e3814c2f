/**
 * One application of a product: the car it fits. The API gives them as text,
 * 'Nissan Tsuru 1992–2017 · Volkswagen Sedán 1970–2003'; a year range may be one year.
 */
export type Application = { make: string; model: string; from: number; to: number }

const YEARS = /^(.*?\S)\s+(\d{4})(?:\s*[–-]\s*(\d{4}))?$/

/**
 * The years of one application's text: '1992–2017', '1992-2017' or '2004'. Null when the text
 * does not end in years, or the range runs backwards.
 */
export function parseYears(text: string): { rest: string; from: number; to: number } | null {
  const match = YEARS.exec(text.trim())
  if (!match) return null
  const from = Number(match[2])
  const to = match[3] === undefined ? from : Number(match[3])
  return to >= from ? { rest: match[1] ?? '', from, to } : null
}

/**
 * Parsed texts per list of make names. Filters and the search parse the same few hundred texts on
 * every choice and keystroke; the catalogue's make list is one array for as long as it is shown.
 */
const parsedByMakes = new WeakMap<readonly string[], Map<string, readonly Application[] | null>>()

/**
 * The applications of a product, split into make, model and years. `makes` are the catalogue's
 * make names, so that a make of several words is found (the longest that starts the text wins);
 * without one, the make is the first word. Null when any entry lacks that shape: the raw text is
 * then shown as it is, and no filter hides the product. The answer is shared: never mutate it.
 */
export function parseApplications(
  text: string,
  makes: readonly string[],
): readonly Application[] | null {
  let parsed = parsedByMakes.get(makes)
  if (!parsed) {
    parsed = new Map()
    parsedByMakes.set(makes, parsed)
  }
  const known = parsed.get(text)
  if (known !== undefined) return known
  const applications = parse(
    text,
    [...makes].sort((a, b) => b.length - a.length),
  )
  parsed.set(text, applications)
  return applications
}

function parse(text: string, makesLongestFirst: readonly string[]): Application[] | null {
  const entries = text
    .split(/\s+·\s+/)
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (entries.length === 0) return null
  const applications: Application[] = []
  for (const entry of entries) {
    const years = parseYears(entry)
    if (!years) return null
    const make =
      makesLongestFirst.find((name) => years.rest.startsWith(`${name} `)) ??
      years.rest.split(/\s+/)[0]
    const model = make === undefined ? '' : years.rest.slice(make.length).trim()
    if (!make || !model) return null
    applications.push({ make, model, from: years.from, to: years.to })
  }
  return applications
}

/** '1992–2017', or '2004' for one year. */
export function yearsText({ from, to }: Pick<Application, 'from' | 'to'>): string {
  return from === to ? String(from) : `${from}–${to}`
}

/** 'Nissan Tsuru 1992–2017'. */
export function applicationText(a: Application): string {
  return `${a.make} ${a.model} ${yearsText(a)}`
}
