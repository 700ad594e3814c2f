import { Link } from '@tanstack/react-router'
import type { ContentLink, NavLink } from './navigation'

type Props = {
  item: NavLink | ContentLink
  className?: string
  onClick?: () => void
  exact?: boolean
}

/** A menu entry: a page of the route table or one made in the Studio. */
export function MenuLink({ item, className, onClick, exact }: Props) {
  // A plain string: see pageLink (site/pages.ts).
  const to: string = item.path
  return (
    <Link
      to={to}
      className={className}
      activeOptions={exact ? { exact: true } : undefined}
      onClick={onClick}
    >
      {item.label}
    </Link>
  )
}
