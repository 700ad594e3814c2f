/** Mexican phone numbers have ten digits. */
export const PHONE_DIGITS = 10

// What people put around the digits when they write a number: spaces, dashes, dots,
// parentheses, and a '+' before the country code.
const WRITTEN_PHONE = /^\+?[\d\s().-]+$/
const COUNTRY_CODE = '52'

/**
 * The ten digits of a Mexican phone as people write it ('55 1234 5678', '(55) 1234-5678',
 * '+52 55 1234 5678', '52.55.1234.5678'), or null when it is not one: letters, a '+' not
 * leading, or another count of digits.
 */
export function nationalPhone(value: string): string | null {
  const text = value.trim()
  if (!WRITTEN_PHONE.test(text)) return null
  const digits = text.replace(/\D/g, '')
  if (digits.length === PHONE_DIGITS) return text.startsWith('+') ? null : digits
  if (digits.length === PHONE_DIGITS + COUNTRY_CODE.length && digits.startsWith(COUNTRY_CODE))
    return digits.slice(COUNTRY_CODE.length)
  return null
}
