import type { OpeningHoursRow } from './settings'

const week = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']

/** The days of `week` as Spanish writes them. */
const dayNames = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo']

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/**
 * "Lunes a viernes", "Sábado", "Lunes, miércoles y viernes", from days as the Studio stores
 * them (English names); unknown names are left out.
 */
export function formatDays(days: readonly string[]): string {
  const indexes = [...new Set(days.map((day) => week.indexOf(day)))]
    .filter((index) => index >= 0)
    .sort((a, b) => a - b)
  const names = indexes.map((index) => dayNames[index] as string)
  const tail = names.pop()
  if (tail === undefined) return ''
  const contiguous = (indexes.at(-1) as number) - (indexes[0] as number) === names.length
  if (names.length > 1 && contiguous) return capitalize(`${names[0]} a ${tail}`)
  return capitalize(names.length ? `${names.join(', ')} y ${tail}` : tail)
}

/** "09:00" becomes "9:00 a. m.", "20:00" becomes "8:00 p. m.", as Mexican Spanish writes it. */
export function formatTime(time: string): string {
  const [hourText = '0', minutes = '00'] = time.split(':')
  const hour = Number(hourText)
  const suffix = hour < 12 ? 'a. m.' : 'p. m.'
  const twelve = hour % 12 === 0 ? 12 : hour % 12
  return `${twelve}:${minutes} ${suffix}`
}

export function formatHoursRow(row: OpeningHoursRow): string {
  return `${formatDays(row.days)}: ${formatTime(row.opens)} a ${formatTime(row.closes)}`
}
