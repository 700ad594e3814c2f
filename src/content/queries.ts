import { sectionsProjection } from '../sections/projections'

/** Every GROQ query the site runs; the same text goes to Sanity and to the snapshot. */

export const siteSettingsQuery = /* groq */ `*[_id == "siteSettings"][0]{
  businessName, tagline, phone, whatsapp, whatsappGreeting, salesEmails, address, mapUrl,
  hours{ header{ label, rows[]{ days, opens, closes } }, contact{ label, rows[]{ days, opens, closes } } },
  social[]{ network, url },
  "overlayDurationMs": coalesce(overlayDurationMs, 2000)
}`

export const pageQuery = /* groq */ `*[defined(path) && path == $path][0]{
  _id, _type, path, title,
  "seo": {
    "title": coalesce(seo.title, title),
    "description": coalesce(seo.description, ""),
    "imageUrl": seo.image.asset->url
  },
  "sections": coalesce(sections[]${sectionsProjection}, [])
}`
