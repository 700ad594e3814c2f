import type { SiteSettings } from '../site/settings'
import { absoluteUrl } from './site-url'

/** JSON-LD for search engines, built from the same content the page shows. */

export function autoPartsStore(settings: SiteSettings) {
  const { address } = settings
  return {
    '@context': 'https://schema.org',
    '@type': 'AutoPartsStore',
    '@id': absoluteUrl('/#negocio'),
    name: settings.businessName,
    description: settings.tagline,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/favicon.svg'),
    image: DEFAULT_SHARE_IMAGE.url,
    telephone: `+52${settings.phone}`,
    email: settings.salesEmails[0],
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: `${address.neighborhood}, ${address.borough}`,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
    openingHoursSpecification: settings.hours.header.rows.map((row) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: row.days.map((day) => `https://schema.org/${day}`),
      opens: row.opens,
      closes: row.closes,
    })),
    sameAs: settings.social.map((link) => link.url),
  }
}

/** Inicio, then each page of the trail in order (the last is the current page). */
export function breadcrumbTrail(trail: readonly { name: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: 'Inicio', path: '/' }, ...trail].map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: absoluteUrl(step.path),
    })),
  }
}

/** A <script type="application/ld+json"> entry for a route's head; `<` is escaped for HTML. */
export function jsonLdScript(data: object) {
  return { type: 'application/ld+json', children: JSON.stringify(data).replace(/</g, '\\u003c') }
}

/** The 1200 × 630 image shown when a page is shared, unless its content sets another. */
export const DEFAULT_SHARE_IMAGE = {
  url: absoluteUrl('/og/fijamex-1200x630.jpg'),
  width: 1200,
  height: 630,
  alt: 'Pernos para puerta y birlos automotrices fabricados en la Ciudad de México',
}
