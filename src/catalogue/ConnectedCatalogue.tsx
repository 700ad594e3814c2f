import { getRouteApi, useRouter, useRouterState } from '@tanstack/react-router'
import { type ComponentType, useCallback, useEffect, useRef } from 'react'
import { whatsappUrl } from '../site/contact-links'
import { useSiteSettings } from '../site/settings-context'
import { CatalogueView } from './CatalogueView'
import type { CatalogueData } from './load-catalogue'
import { CATALOGUE_PATH } from './paths'
import { type CatalogueSearch, validateCatalogueSearch } from './search-params'

const route = getRouteApi('/pernos-para-puerta')
const ownMatch = (match: { routeId: string }) => match.routeId === route.id

/**
 * The catalogue bound to its route: the filter state is the route's validated search, the data
 * its loader's. The view keeps showing the last list that loaded: when a load fails, the URL (and
 * with it the selection) returns to that list's view instead of naming a filter it does not show.
 */
/**
 * `Elsewhere` shows, when a search finds no door pin, what else on the site matches: given by the
 * page (the site search is not the catalogue's).
 */
export default function ConnectedCatalogue({
  Elsewhere,
}: {
  Elsewhere?: ComponentType<{ query: string }>
}) {
  const router = useRouter()
  const navigate = route.useNavigate()
  const search = route.useSearch()
  const loaded = route.useLoaderData({ select: (page) => page.catalogue })
  const loading = useRouterState({ select: (state) => state.status === 'pending' })
  // Where a click in the catalogue is going, shown as chosen before its data has come.
  const going = useRouterState({
    select: (state) => (state.location.pathname === CATALOGUE_PATH ? state.location.search : null),
  })

  // The prerendered page holds no catalogue data: the route loads it once the page is
  // interactive.
  const unloaded = loaded === null
  useEffect(() => {
    if (unloaded) void router.invalidate({ filter: ownMatch })
  }, [unloaded, router])

  // Failures are reported once their load is shown (a preload may never be), and a failed load
  // leaves the router's cache, so that the same choice asks again.
  const reported = useRef(new WeakSet<CatalogueData>())
  useEffect(() => {
    if (!loaded || loaded.failures.length === 0 || reported.current.has(loaded)) return
    reported.current.add(loaded)
    for (const { message, error } of loaded.failures) console.error(message, error)
  }, [loaded])

  const shown = useRef<{ search: CatalogueSearch; data: CatalogueData } | null>(null)
  useEffect(() => {
    if (loaded?.products) shown.current = { search, data: loaded }
  })
  const last = shown.current
  const failed = loaded !== null && loaded.products === null
  const returnTo = failed && last !== null ? last.search : null
  useEffect(() => {
    if (!returnTo) return
    const failedLoad = loaded
    void navigate({ search: returnTo, replace: true, resetScroll: false }).then(() =>
      router.clearCache({
        filter: (match) =>
          (match.loaderData as { catalogue?: unknown } | undefined)?.catalogue === failedLoad,
      }),
    )
  }, [returnTo, navigate, router, loaded])

  const onSearchChange = useCallback(
    (update: (search: CatalogueSearch) => CatalogueSearch, options?: { replace?: boolean }) =>
      void navigate({ search: update, replace: options?.replace ?? false, resetScroll: false }),
    [navigate],
  )
  const retry = useCallback(() => void router.invalidate({ filter: ownMatch }), [router])
  const { whatsapp } = useSiteSettings()
  const whatsappHref = useCallback((text: string) => whatsappUrl(whatsapp, text), [whatsapp])
  const data = failed && last !== null ? last.data : loaded
  return (
    <CatalogueView
      search={returnTo ?? search}
      chosen={going && !returnTo ? validateCatalogueSearch(going) : (returnTo ?? search)}
      data={data}
      loading={loading || unloaded}
      failed={failed && last === null}
      onRetry={retry}
      onSearchChange={onSearchChange}
      whatsappHref={whatsappHref}
      Elsewhere={Elsewhere}
    />
  )
}
