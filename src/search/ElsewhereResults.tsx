import { DOOR_PINS } from '../catalogue/lines'
import styles from './ElsewhereResults.module.css'
import { ResultGroup, useFollow } from './SearchPanel'
import { type SiteSearch, useSiteOutcome } from './use-site-outcome'

const NOTHING = () => {}

/**
 * What else on the site matches a search of the door-pin catalogue that found no door pin: the
 * other lines' parts, pages and posts, grouped as in the header search. Nothing when none does.
 */
export function ElsewhereResults({ site, query }: { site: SiteSearch; query: string }) {
  const groups = (useSiteOutcome(site, query)?.groups ?? []).filter(
    (group) => group.id !== DOOR_PINS,
  )
  const follow = useFollow(NOTHING)
  if (groups.length === 0) return null
  return (
    <div className={styles.elsewhere}>
      <p className={styles.heading}>En otras líneas y páginas del sitio</p>
      {groups.map((group) => (
        <ResultGroup
          key={group.id}
          group={group}
          query={query}
          follow={follow}
          onNavigate={NOTHING}
        />
      ))}
    </div>
  )
}
