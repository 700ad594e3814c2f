import type { AnchorHTMLAttributes } from 'react'
import { whatsappUrl } from './contact-links'
import { useSiteSettings } from './settings-context'

/**
 * A link to a WhatsApp chat with sales, in a new tab, prefilled with `text` (the settings'
 * greeting unless given).
 */
export function WhatsAppLink({
  text,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { text?: string }) {
  const settings = useSiteSettings()
  return (
    <a
      href={whatsappUrl(settings.whatsapp, text ?? settings.whatsappGreeting)}
      target="_blank"
      rel="noopener noreferrer"
      {...props}
    />
  )
}
