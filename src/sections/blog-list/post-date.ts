const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
]

/**
 * A post's date (a Sanity `date`, '2025-03-10') as readers see it: "10 de marzo de 2025". Written
 * out here rather than by Intl, whose first formatter on a page loads the locale's data while the
 * page hydrates (docs/choices.md). Anything else is shown as it came.
 */
export function postDate(date: string): string {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  const month = parts ? MONTHS[Number(parts[2]) - 1] : undefined
  if (!parts || !month) return date
  return `${Number(parts[3])} de ${month} de ${parts[1]}`
}
