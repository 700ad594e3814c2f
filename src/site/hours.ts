import type { OpeningHoursRow } from './settings'

type DayOfWeek = (typeof week)[number]

const week = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const

const dayNames: Record<DayOfWeek, string> = {
  Monday: 'lunes',
  Tuesday: 'martes',
  Wednesday: 'miércoles',
  Thursday: 'jueves',
  Friday: 'viernes',
  Saturday: 'sábado',
  Sunday: 'domingo',
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

function isDay(day: string): day is DayOfWeek {
  return (week as readonly string[]).includes(day)
}

/**
 * "Lunes a viernes", "Sábado", "Lunes, miércoles y viernes", from days as the Studio stores
 * them (English names); unknown names are left out.
 */
export function formatDays(days: readonly string[]): string {
  const sorted = [...new Set(days.filter(isDay))].sort((a, b) => week.indexOf(a) - week.indexOf(b))
  const first = sorted[0]
  const last = sorted.at(-1)
  if (!first || !last) return ''
  const contiguous = week.indexOf(last) - week.indexOf(first) === sorted.length - 1
  if (sorted.length > 2 && contiguous) {
    return capitalize(`${dayNames[first]} a ${dayNames[last]}`)
  }
  const names = sorted.map((day) => dayNames[day])
  const tail = names.pop()
  return capitalize(names.length ? `${names.join(', ')} y ${tail}` : (tail ?? ''))
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
