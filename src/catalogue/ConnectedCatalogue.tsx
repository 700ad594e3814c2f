import { getRouteApi } from '@tanstack/react-router'
import { useCallback } from 'react'
import { whatsappUrl } from '../site/contact-links'
import { useSiteSettings } from '../site/settings-context'
import { CatalogueView } from './CatalogueView'
import { useChosenSearch, type WriteSearch } from './use-chosen-search'

const route = getRouteApi('/pernos-para-puerta')

/**
 * The catalogue bound to its route: the filter state is the route's validated search, and each
 * change a push navigation (so Back and Forward step through filters) that leaves scrolling to
 * the view. A choice shows at once; the URL follows once its results are on screen (the
 * router's navigation is a long task on a slow phone), unless a newer choice or a navigation
 * from elsewhere (Back, the header's search) came first.
 */
export default function ConnectedCatalogue() {
  const navigate = route.useNavigate()
  const write = useCallback<WriteSearch>(
    ({ q, marca, modelo, anio, orden, pagina }, options) => {
      // Every filter key is set, an absent one as undefined (left out of the URL), so that a
      // filter the next state drops does not survive from the previous one.
      void navigate({
        to: '.',
        search: (prev) => ({ ...prev, q, marca, modelo, anio, orden, pagina }),
        resetScroll: false,
        replace: options?.replace ?? false,
      })
    },
    [navigate],
  )
  const { search, choose } = useChosenSearch(route.useSearch(), write)
  const { whatsapp } = useSiteSettings()
  const whatsappHref = useCallback((text: string) => whatsappUrl(whatsapp, text), [whatsapp])
  return <CatalogueView search={search} onSearchChange={choose} whatsappHref={whatsappHref} />
}
