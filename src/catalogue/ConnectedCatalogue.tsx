import { useNavigate, useSearch } from '@tanstack/react-router'
import { useCallback, useMemo } from 'react'
import { useSiteSettings } from '../content/site-settings-context'
import { whatsappUrl } from '../site/contact-links'
import { CatalogueView } from './CatalogueView'
import { type CatalogueSearch, validateCatalogueSearch } from './search-params'

/**
 * The catalogue bound to the route: filter state from the validated search params, each change a
 * push navigation (so Back and Forward step through filters) that leaves scrolling to the view.
 */
export default function ConnectedCatalogue() {
  const raw = useSearch({ strict: false }) as Record<string, unknown>
  const { marca, modelo, orden, pagina } = validateCatalogueSearch(raw)
  const search = useMemo<CatalogueSearch>(
    () => validateCatalogueSearch({ marca, modelo, orden, pagina }),
    [marca, modelo, orden, pagina],
  )
  const navigate = useNavigate()
  const { whatsapp } = useSiteSettings()
  const onSearchChange = useCallback(
    (next: CatalogueSearch) => {
      void navigate({ to: '.', search: next as never, resetScroll: false })
    },
    [navigate],
  )
  const whatsappHref = useCallback((text: string) => whatsappUrl(whatsapp, text), [whatsapp])
  return (
    <CatalogueView search={search} onSearchChange={onSearchChange} whatsappHref={whatsappHref} />
  )
}
