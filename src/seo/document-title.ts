import type { SiteSettings } from '../site/settings'

/** Every page's title ends in the business's name: "Pernos para puerta | Fijamex". */
export function documentTitle(title: string, settings: SiteSettings | undefined): string {
  return settings ? `${title} | ${settings.businessName}` : title
}
