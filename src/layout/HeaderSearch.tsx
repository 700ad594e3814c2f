import { useNavigate } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'
import { loadSiteSearch } from '../search/load-site-search'
import type { LoadedSiteSearch } from '../search/search-chunk'
import { SearchIcon } from '../ui/icons'
import styles from './HeaderSearch.module.css'

/** Loads the site search into `set`; without it, Enter still searches the catalogue. */
function loadInto(set: (loaded: LoadedSiteSearch) => void) {
  loadSiteSearch().then(set, (error: unknown) =>
    console.warn('The site search could not load; Enter searches the catalogue.', error),
  )
}

/**
 * The header's search: parts of every product line (by key, other brands' numbers, threads and
 * words, from the catalogue API), pages and posts (from the build's index). A plain GET form to the door-pin catalogue's search (?q=), so it works
 * before the page's script has loaded; once it has, the field's first focus loads the site
 * search, and typing shows results under it.
 */
export function HeaderSearch() {
  const navigate = useNavigate()
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const [loaded, setLoaded] = useState<LoadedSiteSearch | null>(null)
  const [query, setQuery] = useState('')
  // Enter is waiting for the parts of the query, to know where it goes.
  const [going, setGoing] = useState(false)

  // A field focused (and perhaps typed into) before the page was interactive.
  useEffect(() => {
    const input = inputRef.current
    if (!input || document.activeElement !== input) return
    setQuery(input.value)
    loadInto(setLoaded)
  }, [])

  const close = () => formRef.current?.closest('details')?.removeAttribute('open')

  return (
    <details className={styles.search}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a summary is the details' own button */}
      <summary
        className={styles.toggle}
        aria-label="Buscar pieza"
        onClick={(event) => {
          const details = event.currentTarget.parentElement
          if (!(details instanceof HTMLDetailsElement) || details.open) return
          // Opened here rather than by the browser, so that the field is shown before it takes
          // the focus within the same tap: a phone only raises its keyboard for a focus a tap
          // gave.
          event.preventDefault()
          details.open = true
          inputRef.current?.focus()
        }}
      >
        <SearchIcon width={22} height={22} />
      </summary>
      {/* biome-ignore lint/a11y/useSemanticElements: jsdom, where the unit tests render, lacks <search> */}
      <form
        ref={formRef}
        role="search"
        className={styles.form}
        action="/pernos-para-puerta"
        method="get"
        aria-busy={going}
        onSubmit={async (event) => {
          event.preventDefault()
          if (going) return
          const q = String(new FormData(event.currentTarget).get('q') ?? '').trim()
          setGoing(true)
          const target = q && loaded ? await loaded.enter(q) : null
          setGoing(false)
          close()
          if (target) void navigate({ href: target })
          else
            void navigate({ to: '/pernos-para-puerta', search: q ? { q } : {}, hash: 'catalogo' })
        }}
      >
        <label htmlFor={id} className="visually-hidden">
          Buscar pieza, número de parte, página o artículo
        </label>
        <input
          ref={inputRef}
          id={id}
          name="q"
          type="search"
          className={styles.input}
          placeholder="Clave, número o modelo"
          autoComplete="off"
          enterKeyHint="search"
          onFocus={() => {
            if (!loaded) loadInto(setLoaded)
          }}
          onChange={(event) => setQuery(event.currentTarget.value)}
        />
        <button type="submit" className="btn btn-primary">
          Buscar
        </button>
        {loaded && (
          <loaded.SearchPanel
            site={loaded.site}
            query={query}
            form={formRef}
            field={inputRef}
            onNavigate={close}
          />
        )}
      </form>
    </details>
  )
}
