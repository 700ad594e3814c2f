/** Links that open the phone, WhatsApp or mail app. Used by the shell, forms and catalogue. */

export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '')
}

export function whatsappUrl(number: string, text: string): string {
  return `https://wa.me/${digitsOnly(number)}?text=${encodeURIComponent(text)}`
}

export function telUrl(phone: string): string {
  const digits = digitsOnly(phone)
  return `tel:+${digits.length === 10 ? `52${digits}` : digits}`
}

export function mailtoUrl(address: string): string {
  return `mailto:${address}`
}

/** "5553681427" reads "55 5368 1427"; other lengths are shown as given. */
export function formatPhone(phone: string): string {
  const digits = digitsOnly(phone)
  const national = digits.length === 12 && digits.startsWith('52') ? digits.slice(2) : digits
  if (national.length !== 10) return phone
  return `${national.slice(0, 2)} ${national.slice(2, 6)} ${national.slice(6)}`
}
