import { memo, type RefObject, useEffect, useId, useRef, useState } from 'react'
import { afterPaint } from '../ui/after-paint'
import styles from './Catalogue.module.css'
import type { CatalogueSearch } from './search-params'
import { transition } from './state'

/** How long typing pauses before the search is written to the URL. */
const QUERY_URL_DELAY_MS = 300

/**
 * Applies `update` to the URL's filter state as it is when the navigation starts (a choice may be
 * on its way).
 */
export type SearchChange = (
  update: (search: CatalogueSearch) => CatalogueSearch,
  options?: { replace?: boolean },
) => void

/**
 * The catalogue's search box. The text as typed is its own state, so a keystroke renders the box
 * alone, not the catalogue around it. Its results are asked for as the visitor types
 * (`onTyping`); the URL follows once typing pauses and those results are on the screen (a
 * navigation started while they load would hold up their render), replacing rather than pushing,
 * so Back does not step through keystrokes. A change of ?q= from elsewhere (Back, the header's
 * search) shows in the box unless it has focus.
 */
export const CatalogueSearchBox = memo(function CatalogueSearchBox({
  query,
  pending,
  onTyping,
  onSearchChange,
}: {
  /** The URL's search text. */
  query: string | undefined
  /** Set to the text typed while the URL has yet to follow it, null otherwise. */
  pending?: RefObject<string | null>
  /** Settles once the results of the text are shown (or will not be). */
  onTyping?: (query: string) => Promise<void> | undefined
  onSearchChange: SearchChange
}) {
  const id = `${useId()}-buscar`
  const [typed, setTyped] = useState(query ?? '')
  const box = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (document.activeElement === box.current) return
    setTyped((current) => (current.trim() === (query ?? '') ? current : (query ?? '')))
  }, [query])
  const urlTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  // Counts the texts typed: only the last one's URL is written (none once the box is gone).
  const typings = useRef(0)
  useEffect(
    () => () => {
      clearTimeout(urlTimer.current)
      typings.current = Number.NaN
      if (pending) pending.current = null
    },
    [pending],
  )
  function type(value: string) {
    setTyped(value)
    if (pending) pending.current = value
    const shown = onTyping?.(value.trim())
    const typing = ++typings.current
    clearTimeout(urlTimer.current)
    urlTimer.current = setTimeout(() => {
      void Promise.resolve(shown)
        .then(afterPaint)
        .then(() => {
          if (typings.current !== typing) return
          if (pending) pending.current = null
          const change = { type: 'query', query: value } as const
          onSearchChange((current) => transition(current, change).search, { replace: true })
        })
    }, QUERY_URL_DELAY_MS)
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements: jsdom, where the unit tests render, lacks <search>
    <div role="search" className={styles.search}>
      <label htmlFor={id}>Buscar por clave, nombre, marca o modelo</label>
      <input
        id={id}
        ref={box}
        type="search"
        className={styles.searchInput}
        value={typed}
        placeholder="Ej. PP-12, Tsuru, Sedán"
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => type(event.target.value)}
      />
    </div>
  )
})
