import { Link, useRouter } from '@tanstack/react-router'
import { type MouseEvent, type RefObject, useEffect, useId, useMemo, useState } from 'react'
import { CATALOGUE_ANCHOR, CATALOGUE_PATH } from '../catalogue/paths'
import { whatsappUrl } from '../site/contact-links'
import type { PagePath } from '../site/pages'
import { useSiteSettings } from '../site/settings-context'
import styles from './SearchPanel.module.css'
import type { SearchGroup, SearchHit, SiteSearch } from './site-search'

/** Where "Solicitar cotización" leads when nothing matched: the sales page and its form. */
const QUOTE_PATH: PagePath = '/contacto-ventas-pernos-birlos'

type Props = {
  search: SiteSearch
  query: string
  /** The search form and its field, whose keys the panel answers. */
  form: RefObject<HTMLFormElement | null>
  field: RefObject<HTMLInputElement | null>
  /** Closes the header's search: a result was followed in this tab, or Escape was pressed twice. */
  onNavigate: () => void
}

/**
 * The header search's results under its field: grouped by kind, a few per group, each a link to
 * the exact place; a live count for screen readers; with no match, WhatsApp and a quote request.
 * Loaded with the index, on the field's first focus.
 */
export function SearchPanel({ search, query, form, field, onNavigate }: Props) {
  const outcome = useMemo(() => search(query), [search, query])
  // The query whose results Escape closed: they stay closed until the next keystroke.
  const [closedFor, setClosedFor] = useState<string | null>(null)
  const shown = outcome !== null && closedFor !== query
  useSearchKeys(form, field, shown ? () => setClosedFor(query) : onNavigate)
  const total = outcome?.hits.length ?? 0

  const follow = useFollow(onNavigate)

  return (
    <>
      {/* Outside the results, so that it is in the page before what it says changes. */}
      <p role="status" className="visually-hidden">
        {shown ? statusText(total, outcome.query) : ''}
      </p>
      <div className={styles.panel} data-search-results hidden={!shown}>
        {shown &&
          (total > 0 ? (
            outcome.groups.map((group) => (
              <ResultGroup
                key={group.kind}
                group={group}
                query={outcome.query}
                follow={follow}
                onNavigate={onNavigate}
              />
            ))
          ) : (
            <NoMatch query={outcome.query} onNavigate={onNavigate} />
          ))}
      </div>
    </>
  )
}

/**
 * Arrow keys move through the results' links and back to the field (Tab reaches the same links
 * in order); Escape calls `onEscape` (closing the results, then the search); typing on a result
 * goes on in the field.
 */
function useSearchKeys(
  form: RefObject<HTMLFormElement | null>,
  field: RefObject<HTMLInputElement | null>,
  onEscape: () => void,
) {
  useEffect(() => {
    const element = form.current
    if (!element) return
    const onKey = (event: KeyboardEvent) => {
      const links = [...element.querySelectorAll<HTMLAnchorElement>('[data-search-results] a')]
      const at = links.indexOf(event.target as HTMLAnchorElement)
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (links.length === 0 || (at === -1 && event.key === 'ArrowUp')) return
        event.preventDefault()
        const next = event.key === 'ArrowDown' ? Math.min(at + 1, links.length - 1) : at - 1
        const target = next < 0 ? field.current : links[next]
        target?.focus()
      } else if (event.key === 'Escape') {
        // Also keeps the browser from emptying a search field on Escape.
        event.preventDefault()
        onEscape()
        if (element.closest('details')?.open) field.current?.focus()
        else element.closest('details')?.querySelector('summary')?.focus()
      } else if (at !== -1 && (event.key.length === 1 || event.key === 'Backspace')) {
        field.current?.focus()
      }
    }
    element.addEventListener('keydown', onKey)
    return () => element.removeEventListener('keydown', onKey)
  }, [form, field, onEscape])
}

function statusText(total: number, query: string): string {
  if (total === 0) return `Sin resultados para “${query}”`
  return total === 1 ? '1 resultado' : `${total} resultados`
}

/** A plain click on a result goes through the router, a modified one (new tab) to the browser. */
export function useFollow(onNavigate: () => void) {
  const router = useRouter()
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return
    event.preventDefault()
    onNavigate()
    void router.navigate({ href: event.currentTarget.getAttribute('href') ?? '/' })
  }
}

export function ResultGroup({
  group,
  query,
  follow,
  onNavigate,
}: {
  group: SearchGroup
  query: string
  follow: (event: MouseEvent<HTMLAnchorElement>) => void
  onNavigate: () => void
}) {
  const labelId = useId()
  return (
    <div className={styles.group}>
      <p id={labelId} className={styles.groupLabel}>
        {group.label}
      </p>
      <ul className={styles.list} aria-labelledby={labelId}>
        {group.hits.map((hit) => (
          <li key={hit.document.id}>
            <a className={styles.result} href={hit.document.href} onClick={follow}>
              <span className={styles.title}>{hit.document.title}</span>
              <span className={styles.detail}>{detailOf(hit)}</span>
            </a>
          </li>
        ))}
        {group.kind === 'pin' && group.total > group.hits.length && (
          <li>
            <Link
              className={styles.more}
              to={CATALOGUE_PATH}
              search={{ q: query }}
              hash={CATALOGUE_ANCHOR}
              onClick={onNavigate}
            >
              Ver los {group.total} pernos en el catálogo
            </Link>
          </li>
        )}
      </ul>
    </div>
  )
}

/** A door pin found by another brand's number says which; other hits show their own line. */
function detailOf(hit: SearchHit): string {
  const { document, number } = hit
  if (document.kind === 'pin' && number && number !== document.title)
    return `Equivale a ${number} · ${document.detail}`
  return document.detail
}

function NoMatch({ query, onNavigate }: { query: string; onNavigate: () => void }) {
  const settings = useSiteSettings()
  return (
    <div className={styles.empty}>
      <p>
        <strong>¿No encuentras tu pieza? Envíanos foto o medidas</strong>
      </p>
      <p>Nada coincide con “{query}”. Te ayudamos a identificarla.</p>
      <div className={styles.actions}>
        <a
          className="btn btn-whatsapp"
          href={whatsappUrl(
            settings.whatsapp,
            `Hola, busco una pieza: ${query}. Les envío foto o medidas.`,
          )}
          target="_blank"
          rel="noopener noreferrer"
        >
          WhatsApp
        </a>
        <Link className="btn btn-primary" to={QUOTE_PATH} onClick={onNavigate}>
          Solicitar cotización
        </Link>
      </div>
    </div>
  )
}
