import type { SiteSettings } from '../site/settings'

/** The address as the header shows it (the contact strip and the mobile menu): one line. */
export function streetAddress(address: SiteSettings['address']): string {
  return `${address.street}, ${address.neighborhood}, ${address.borough}, ${address.city}`
}
