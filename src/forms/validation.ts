import { MESSAGES } from './messages'
import { nationalPhone } from './phone'

/**
 * What a field must hold. Every rule but `optional`, `rfc` and `contact` refuses an empty or
 * spaces-only value; `rfc` may be left empty, and so may `contact` (an e-mail or a phone).
 */
export type FieldRule = 'required' | 'email' | 'phone' | 'rfc' | 'contact' | 'optional'

/** The message box holds at most this many characters (shown with a counter under it). */
export const MESSAGE_MAX_LENGTH = 2000

// A name, one "@", and a domain with at least one dot; no spaces anywhere.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/

/**
 * A Mexican RFC: three letters (a company) or four (a person), the date of incorporation or birth
 * as YYMMDD, and a three-character check code. Letters include Ñ and &.
 */
const RFC = /^([A-ZÑ&]{3,4})(\d{2})(\d{2})(\d{2})([A-Z\d]{3})$/

/** Whether `value` (any case, spaces allowed around) is an RFC with a date that exists. */
export function isRfc(value: string): boolean {
  const match = RFC.exec(value.trim().toUpperCase())
  if (!match) return false
  const [, , yy, mm, dd] = match.map(Number) as number[]
  // Any century will do: the date only has to exist (29 February needs a leap year).
  const day = new Date(Date.UTC(2000 + (yy as number), (mm as number) - 1, dd))
  return day.getUTCMonth() === (mm as number) - 1 && day.getUTCDate() === dd
}

/** The Spanish message for a value that breaks its rule, or null when it is fine. */
export function checkField(rule: FieldRule, value: string): string | null {
  const text = value.trim()
  if (rule === 'optional') return null
  if (rule === 'rfc') return text === '' || isRfc(text) ? null : MESSAGES.invalid.rfc
  if (rule === 'contact') {
    const reachable = text === '' || EMAIL.test(text) || nationalPhone(text) !== null
    return reachable ? null : MESSAGES.invalid.contact
  }
  if (text === '') return MESSAGES.required
  if (rule === 'email' && !EMAIL.test(text)) return MESSAGES.invalid.email
  if (rule === 'phone' && nationalPhone(text) === null) return MESSAGES.invalid.phone
  return null
}

/** Every field's message, in the order the fields are given (the first gets the focus). */
export function checkFields<T extends Record<string, string>>(
  rules: Partial<Record<keyof T & string, FieldRule>>,
  values: T,
): Map<string, string> {
  const errors = new Map<string, string>()
  for (const [name, rule] of Object.entries(rules) as [string, FieldRule][]) {
    const message = checkField(rule, values[name] ?? '')
    if (message) errors.set(name, message)
  }
  return errors
}

/**
 * The values as sent, once they pass their checks: surrounding spaces dropped, and a phone as
 * its ten digits however it was written ('(55) 1234-5678' goes as '5512345678').
 */
export function sentValues<T extends Record<string, string>>(
  rules: Partial<Record<keyof T & string, FieldRule>>,
  values: T,
): T {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => {
      const text = value.trim()
      const phone = rules[name as keyof T & string] === 'phone' ? nationalPhone(text) : null
      return [name, phone ?? text]
    }),
  ) as T
}
