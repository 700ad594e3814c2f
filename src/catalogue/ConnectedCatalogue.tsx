import { getRouteApi } from '@tanstack/react-router'
import { useCallback } from 'react'
import { whatsappUrl } from '../site/contact-links'
import { useSiteSettings } from '../site/settings-context'
import { CatalogueView } from './CatalogueView'
import type { CatalogueSearch } from './search-params'

const route = getRouteApi('/pernos-para-puerta')

/**
 * The catalogue bound to its route: the filter state is the route's validated search, and each
 * change a push navigation (so Back and Forward step through filters) that leaves scrolling to
 * the view.
 */
export default function ConnectedCatalogue() {
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const { whatsapp } = useSiteSettings()
  const onSearchChange = useCallback(
    (
      { q, marca, modelo, anio, orden, pagina }: CatalogueSearch,
      options?: { replace?: boolean },
    ) => {
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
  const whatsappHref = useCallback((text: string) => whatsappUrl(whatsapp, text), [whatsapp])
  return (
    <CatalogueView search={search} onSearchChange={onSearchChange} whatsappHref={whatsappHref} />
  )
}
