import { getRouteApi, useRouter, useRouterState } from '@tanstack/react-router'
import {
  type ComponentType,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
import { whatsappUrl } from '../site/contact-links'
import { useSiteSettings } from '../site/settings-context'
import { useShownAfter } from '../ui/use-shown-after'
import { CatalogueView } from './CatalogueView'
import { CATALOGUE_CHOICE, CATALOGUE_STALE_MS } from './catalogue-route'
import type { CatalogueData } from './load-catalogue'
import { CATALOGUE_PATH } from './paths'
import { type CatalogueSearch, sameSearch, validateCatalogueSearch } from './search-params'
import { transition } from './state'

const route = getRouteApi('/pernos-para-puerta/')
const ownMatch = (match: { routeId: string }) => match.routeId === route.id

const subscribeToNothing = () => () => {}

/** How long a choice's data may take before the choice is shown as on its way. */
const CHOICE_SHOWN_AFTER_MS = 150

/**
 * False while React hydrates the prerendered list, which renders then exactly as the server did
 * (nothing marked busy), and true from the render after.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  )
}

/**
 * The catalogue bound to its route: the filter state is the route's validated search, the data
 * its loader's, one page of door pins per state (as loaded: the view compares cards by what they
 * show, cheaper than the router's deep sharing of every answer). The view keeps showing the last
 * page that loaded:
 * when a load fails, the URL (and with it the selection) returns to that page's view instead of
 * naming a filter it does not show. While the visitor types, the results of the box's text are
 * preloaded through the router and shown; the URL follows once typing pauses, and finds them in
 * the router's cache.
 *
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
  const wanted = route.useLoaderDeps()
  const loaded: CatalogueData | null = route.useLoaderData() ?? null
  const updatedAt = route.useMatch({ select: (match) => match.updatedAt })
  // A loader that threw (a fault of the code, not of the catalogue, whose failures are data).
  const broken = route.useMatch({ select: (match) => match.status === 'error' })
  // Where a click in the catalogue is going, shown as chosen (the list marked busy) while its
  // data is on its way, once that has taken longer than CHOICE_SHOWN_AFTER_MS. A view the router
  // has kept, or an answer quick to come, shows the choice with its results: a frame of the
  // dimmed list in between would only hold up the answer's own render.
  const going = useShownAfter(
    useRouterState({
      select: (state) =>
        state.status === 'pending' && state.location.pathname === CATALOGUE_PATH
          ? state.location.search
          : null,
    }),
    CHOICE_SHOWN_AFTER_MS,
  )

  // The data may answer another view than the URL's: a page rendered without the catalogue
  // (null), or the prerendered page served at a filtered address, whose match was renamed to the
  // visited one so that it hydrates as rendered (routing/prerendered-document.ts). It is shown
  // as it is, then the view the URL names is loaded; so is a prerendered page grown stale.
  const answersUrl = loaded !== null && sameSearch(loaded.search, wanted)
  const stale = Date.now() - updatedAt >= CATALOGUE_STALE_MS
  const reload = !answersUrl || stale
  const asked = useRef(false)
  useEffect(() => {
    if (!reload || asked.current) return
    asked.current = true
    void router.invalidate({ filter: ownMatch })
  }, [reload, router])

  // Failures are reported once their load is shown (a preload may never be).
  const reported = useRef(new WeakSet<CatalogueData>())
  useEffect(() => {
    if (!loaded || loaded.failures.length === 0 || reported.current.has(loaded)) return
    reported.current.add(loaded)
    for (const { message, error } of loaded.failures) console.error(message, error)
  }, [loaded])

  const shown = useRef<CatalogueData | null>(null)
  useEffect(() => {
    if (loaded?.results) shown.current = loaded
  })
  const last = shown.current
  const failed = (loaded !== null && loaded.results === null) || broken
  const returnTo = failed && last !== null ? last.search : null
  // A failed load leaves the router's cache, so that the same choice asks again; the URL goes
  // back to the view still shown.
  useEffect(() => {
    if (!returnTo || !loaded) return
    const failedLoad = loaded
    const forget = () => router.clearCache({ filter: (match) => match.loaderData === failedLoad })
    if (sameSearch(returnTo, wanted)) return void forget()
    void navigate({ search: returnTo, replace: true, resetScroll: false }).then(forget)
  }, [returnTo, wanted, navigate, router, loaded])

  // The results of the text being typed: preloaded by the router, shown over the page they were
  // asked from until the URL has caught up (or another view is shown).
  const [typing, setTyping] = useState<{ over: CatalogueData | null; data: CatalogueData }>()
  const [typingQuery, setTypingQuery] = useState<string | null>(null)
  const typedLast = useRef<string | null>(null)
  const data = failed && last !== null ? last : loaded
  const now = useRef({ data, wanted })
  now.current = { data, wanted }
  // Settles the promise of the text whose results were just shown, once they are committed.
  const typedShown = useRef<(() => void) | null>(null)
  const onTyping = useCallback(
    (query: string) =>
      new Promise<void>((settle) => {
        const from = now.current.data
        const search = transition(now.current.wanted, { type: 'query', query }).search
        typedLast.current = query
        setTypingQuery(query)
        router
          .preloadRoute({ to: CATALOGUE_PATH, search, state: CATALOGUE_CHOICE })
          .then((matches) => {
            if (typedLast.current !== query) return settle()
            const answer = matches?.find(ownMatch)?.loaderData as CatalogueData | null | undefined
            setTypingQuery(null)
            if (!answer?.results) return settle()
            typedShown.current?.()
            typedShown.current = settle
            setTyping({ over: from, data: answer })
          }, settle)
      }),
    [router],
  )
  useEffect(() => {
    typedShown.current?.()
    typedShown.current = null
  }, [typing])
  // Another view shown (the URL caught up, Back, a choice) ends what was typed over the last one.
  useEffect(() => setTyping(undefined), [data])
  const typed = typing && typing.over === data ? typing.data : null
  const showing = typed ?? data

  const onSearchChange = useCallback(
    (update: (search: CatalogueSearch) => CatalogueSearch, options?: { replace?: boolean }) =>
      void navigate({
        search: update,
        replace: options?.replace ?? false,
        resetScroll: false,
        state: CATALOGUE_CHOICE,
      }),
    [navigate],
  )
  const retry = useCallback(() => void router.invalidate({ filter: ownMatch }), [router])
  const { whatsapp } = useSiteSettings()
  const whatsappHref = useCallback((text: string) => whatsappUrl(whatsapp, text), [whatsapp])
  const search = showing?.search ?? wanted
  const goingTo = going && !returnTo ? validateCatalogueSearch(going) : null
  // Busy while another view is on its way; a page refreshed in place stays as it is meanwhile.
  const moving = goingTo !== null && !sameSearch(goingTo, search)
  const hydrated = useHydrated()
  return (
    <CatalogueView
      search={search}
      chosen={goingTo ?? search}
      linksFrom={data?.search ?? wanted}
      data={showing}
      loading={hydrated && (moving || !answersUrl || typingQuery !== null)}
      picturesLater={typed !== null}
      hydrated={hydrated}
      failed={failed && last === null}
      onRetry={retry}
      onSearchChange={onSearchChange}
      onTyping={onTyping}
      whatsappHref={whatsappHref}
      Elsewhere={Elsewhere}
    />
  )
}
