import { createContext, type ReactNode, useContext } from 'react'
import type { SiteSettings } from './settings'

const SiteSettingsContext = createContext<SiteSettings | null>(null)

export function SiteSettingsProvider(props: { settings: SiteSettings; children: ReactNode }) {
  return (
    <SiteSettingsContext.Provider value={props.settings}>
      {props.children}
    </SiteSettingsContext.Provider>
  )
}

/** The siteSettings singleton, loaded once by the root route. */
export function useSiteSettings(): SiteSettings {
  const settings = useContext(SiteSettingsContext)
  if (!settings) throw new Error('useSiteSettings needs a SiteSettingsProvider above it')
  return settings
}
