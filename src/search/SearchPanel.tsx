import { Link, useRouter } from '@tanstack/react-router'
import { type MouseEvent, type RefObject, useEffect, useId, useRef, useState } from 'react'
import { CATALOGUE_ANCHOR, CATALOGUE_PATH } from '../catalogue/paths'
import { whatsappUrl } from '../site/contact-links'
import { pageLink } from '../site/pages'
import { useSiteSettings } from '../site/settings-context'
import type { ResultGroup as Group, SiteOutcome } from './results'
import styles from './SearchPanel.module.css'
import { type SiteSearch, useSiteOutcome } from './use-site-outcome'

/** Where "Solicitar cotización" leads when nothing matched: the sales page and its form. */
const QUOTE_PAGE = pageLink('/contacto-ventas-pernos-birlos')

type Props = {
  site: SiteSearch
  query: string
  /** The search form and its field, whose keys the panel answers. */
  form: RefObject<HTMLFormElement | null>
  field: RefObject<HTMLInputElement | null>
  /** Closes the header's search: a result was followed in this tab, or Escape was pressed twice. */
  onNavigate: () => void
}

/**
 * The header search's results under its field: parts by product line, then pages and posts, a
 * few per group, each a link to its page; a live count for screen readers once the catalogue has
 * answered; with no match, WhatsApp and a quote request. Loaded with the index, on the field's
 * first focus.
 */
export function SearchPanel({ site, query, form, field, onNavigate }: Props) {
  const outcome = useSiteOutcome(site, query)
  // The query whose results Escape closed: they stay closed until the next keystroke.
  const [closedFor, setClosedFor] = useState<string | null>(null)
  const shown = outcome !== null && closedFor !== query
  useSearchKeys(form, field, shown ? () => setClosedFor(query) : onNavigate)
  const status = useSettledStatus(shown ? outcome : null)

  const follow = useFollow(onNavigate)

  return (
    <>
      {/* Outside the results, so that it is in the page before what it says changes. */}
      <p role="status" className="visually-hidden">
        {status}
      </p>
      <div
        className={styles.panel}
        data-search-results
        hidden={!shown}
        aria-busy={shown && outcome.parts === 'pending'}
      >
        {shown &&
          (outcome.groups.length > 0 ? (
            outcome.groups.map((group) => (
              <ResultGroup
                key={group.id}
                group={group}
                query={outcome.query}
                follow={follow}
                onNavigate={onNavigate}
              />
            ))
          ) : outcome.parts === 'pending' ? (
            <p className={styles.waiting}>Buscando piezas…</p>
          ) : (
            <NoMatch
              query={outcome.query}
              answered={outcome.parts === 'found'}
              onNavigate={onNavigate}
            />
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

/**
 * What the live region says: the count once the catalogue has answered (or failed), and nothing
 * new while its answer is on its way, so that a screen reader is not told of every keystroke.
 */
function useSettledStatus(outcome: SiteOutcome | null): string {
  const said = useRef('')
  if (!outcome) said.current = ''
  else if (outcome.parts !== 'pending') said.current = statusText(outcome)
  return said.current
}

function statusText({ total, query, parts }: SiteOutcome): string {
  // A catalogue that did not answer is not a search that found nothing.
  if (total === 0) return parts === 'found' ? `Sin resultados para “${query}”` : ''
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
  group: Group
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
        {group.links.map((link) => (
          <li key={link.key}>
            <a className={styles.result} href={link.href} onClick={follow}>
              <span className={styles.title}>{link.title}</span>
              <span className={styles.detail}>{link.detail}</span>
            </a>
          </li>
        ))}
        {group.catalogue && (
          <li>
            <Link
              className={styles.more}
              to={CATALOGUE_PATH}
              search={{ q: query }}
              hash={CATALOGUE_ANCHOR}
              onClick={onNavigate}
            >
              Ver todos los pernos en el catálogo
            </Link>
          </li>
        )}
      </ul>
    </div>
  )
}

/**
 * Nothing to show: an offer to identify the part. "Nada coincide" only once the catalogue has
 * answered; a catalogue that did not answer may well hold the part.
 */
function NoMatch({
  query,
  answered,
  onNavigate,
}: {
  query: string
  answered: boolean
  onNavigate: () => void
}) {
  const settings = useSiteSettings()
  return (
    <div className={styles.empty}>
      <p>
        <strong>¿No encuentras tu pieza? Envíanos foto o medidas</strong>
      </p>
      <p>
        {answered && `Nada coincide con “${query}”. `}
        Te ayudamos a identificarla.
      </p>
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
        <Link className="btn btn-primary" {...QUOTE_PAGE} onClick={onNavigate}>
          Solicitar cotización
        </Link>
      </div>
    </div>
  )
}
