import type { Section } from '../sections/types'
import type { PagePath } from '../site/pages'

/** Shapes of the GROQ query results in queries.ts: the one place they are typed. */

export type DayOfWeek =
  | 'Monday'
  | 'Tuesday'
  | 'Wednesday'
  | 'Thursday'
  | 'Friday'
  | 'Saturday'
  | 'Sunday'

export type OpeningHoursRow = { days: DayOfWeek[]; opens: string; closes: string }

export type HoursReading = { label: string; rows: OpeningHoursRow[] }

export type SocialNetwork = 'facebook' | 'instagram' | 'youtube' | 'tiktok' | 'linkedin'

export type Address = {
  street: string
  neighborhood: string
  borough: string
  city: string
  postalCode: string
  region: string
  country: string
}

export type SiteSettings = {
  businessName: string
  tagline: string
  /** Ten digits, Mexican national format. */
  phone: string
  /** Digits with country code, as wa.me expects them. */
  whatsapp: string
  whatsappGreeting: string
  salesEmails: string[]
  address: Address
  mapUrl: string
  hours: { header: HoursReading; contact: HoursReading }
  social: { network: SocialNetwork; url: string }[]
  overlayDurationMs: number
}

export type Seo = { title: string; description: string; imageUrl: string | null }

export type PageDocument = {
  _id: string
  _type: string
  path: PagePath
  title: string
  seo: Seo
  sections: Section[]
}
