import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'

/**
 * A link from content: site paths go through the router (with an optional #hash),
 * in-page anchors and external addresses stay plain anchors.
 */
export function SmartLink(props: { href: string; className?: string; children: ReactNode }) {
  const { href, className, children } = props
  if (href.startsWith('/')) {
    const [to = '/', hash] = href.split('#')
    return (
      <Link to={to} hash={hash} className={className}>
        {children}
      </Link>
    )
  }
  const external = /^https?:/.test(href)
  return (
    <a
      href={href}
      className={className}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
    </a>
  )
}
