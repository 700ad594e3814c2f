import type { AnchorHTMLAttributes } from 'react'
import { whatsappUrl } from './contact-links'
import { useSiteSettings } from './settings-context'

/** A link to a WhatsApp chat with sales, in a new tab, prefilled with the settings' greeting. */
export function WhatsAppLink(props: AnchorHTMLAttributes<HTMLAnchorElement>) {
  const settings = useSiteSettings()
  return (
    <a
      href={whatsappUrl(settings.whatsapp, settings.whatsappGreeting)}
      target="_blank"
      rel="noopener noreferrer"
      {...props}
    />
  )
}
