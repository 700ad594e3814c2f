import { Link } from '@tanstack/react-router'
import type { ContentLink, NavLink } from './navigation'

type Props = {
  item: NavLink | ContentLink
  className?: string
  onClick?: () => void
  exact?: boolean
}

/** A menu entry: a route of the route table, or a Studio page reached through the `/$` route. */
export function MenuLink({ item, className, onClick, exact }: Props) {
  const activeOptions = exact ? { exact: true } : undefined
  return item.kind === 'content' ? (
    <Link
      to="/$"
      params={{ _splat: item.path.slice(1) }}
      className={className}
      activeOptions={activeOptions}
      onClick={onClick}
    >
      {item.label}
    </Link>
  ) : (
    <Link to={item.path} className={className} activeOptions={activeOptions} onClick={onClick}>
      {item.label}
    </Link>
  )
}
