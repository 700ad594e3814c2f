import { UNREADABLE_DATE } from './typed-date'

/**
 * Messages Sanity writes in English in code, outside its translations (a date it cannot parse,
 * a required field or list of its own), in the Spanish of our own messages.
 */
const englishMessages: [RegExp, string][] = [
  [/^Invalid date/i, UNREADABLE_DATE],
  [/^Required$/i, 'Este campo es obligatorio.'],
  [/^Value did not match/i, 'Ese valor no está en la lista: elige uno de la lista.'],
]

export function spanishMessage(message: string): string {
  return englishMessages.find(([pattern]) => pattern.test(message))?.[1] ?? message
}
