/** How dates are typed and shown everywhere in this Studio: day/month/year, as in Mexico. */
export const DATE_FORMAT = 'DD/MM/YYYY'
export const DATE_EXAMPLE = '29/11/2026'

/**
 * The date a typed text names ("29/11/2026" → "2026-11-29"), or undefined when it names none:
 * another shape, or a day the month lacks ("31/02/2026"). Empty text is `null` (no date).
 */
export function typedDate(text: string): string | null | undefined {
  const trimmed = text.trim()
  if (trimmed === '') return null
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(trimmed)
  if (!match) return undefined
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  )
    return undefined
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/** What the Studio says about a date it cannot read, in place of Sanity's English. */
export const UNREADABLE_DATE = `Esa fecha no existe o no se entiende: escríbela como día/mes/año, por ejemplo ${DATE_EXAMPLE}, o elígela en el calendario.`
