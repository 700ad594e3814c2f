import { formatTime } from '../site/hours.ts'

/** Every half hour of the day as the site stores it, "00:00" to "23:30". */
export const halfHourTimes: readonly string[] = Array.from({ length: 48 }, (_, index) => {
  const hour = String(Math.floor(index / 2)).padStart(2, '0')
  return `${hour}:${index % 2 ? '30' : '00'}`
})

/**
 * The Studio's list of times: the stored value ("09:00") shown as "9:00 a. m.". Sanity refuses
 * any value outside a field's list, with the field's message.
 */
export const halfHourOptions = halfHourTimes.map((value) => ({ title: formatTime(value), value }))

export const TIME_MESSAGE = 'Elige una hora de la lista (cada media hora, por ejemplo 9:00 a. m.).'

/** Why a row's closing time cannot follow its opening time; undefined when it can. */
export function closingProblem(opens: string, closes: string): string | undefined {
  // A time outside the list has its own refusal.
  if (!halfHourTimes.includes(opens) || !halfHourTimes.includes(closes)) return undefined
  return closes > opens
    ? undefined
    : `La hora de cierre (${formatTime(closes)}) debe ser después de la de apertura (${formatTime(opens)}).`
}
