import { defineQuery } from 'groq'

/**
 * The siteSettings singleton: contact facts, both hours readings, social links, overlay time;
 * and the pages an editor ticked "Mostrar en el menú" (the menu is on every page, like these).
 */
export const siteSettingsQuery =
  defineQuery(`*[_type == "siteSettings" && _id == "siteSettings"][0]{
  businessName, tagline, phone, whatsapp, whatsappGreeting, salesEmails, address, mapUrl, hours,
  "social": coalesce(social[]{ network, url }, []),
  "overlayDurationMs": coalesce(overlayDurationMs, 2000),
  "menuPages": *[_type == "page" && showInMenu == true && defined(path)] | order(title asc){
    path, "label": coalesce(menuLabel, title)
  }
}`)
