import { useEffect, useState } from 'react'
import { loadSiteSearch } from './load-site-search'
import type { LoadedSiteSearch } from './search-chunk'

/**
 * The site search's matches for `query` outside the door pins, once the index has loaded (it
 * starts loading when this is first shown); nothing until then, or if it cannot load.
 */
export function SiteResultsFor({ query }: { query: string }) {
  const [loaded, setLoaded] = useState<LoadedSiteSearch | null>(null)
  useEffect(() => {
    let current = true
    loadSiteSearch().then(
      (site) => current && setLoaded(site),
      () => {},
    )
    return () => {
      current = false
    }
  }, [])
  if (!loaded) return null
  return <loaded.ElsewhereResults site={loaded.site} query={query} />
}
