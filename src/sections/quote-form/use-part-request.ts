import { useLocation } from '@tanstack/react-router'
import type { MessageAddition } from '../../forms/message-addition'
import { usePageSections } from '../page-sections'
import { findPartQuote, PART_PARAM } from '../spec-table/part-quote'

/**
 * The part a spec row's 'Cotizar' asked for (`?pieza=BR-1245`), as the line the form adds to its
 * message: read from the address, so it works as well after a link followed before hydration
 * (a full page load) as after the router's navigation. Each history entry asks once (its key).
 */
export function usePartRequest(): MessageAddition | undefined {
  const sections = usePageSections()
  const part = useLocation({
    select: (location) => {
      const value = (location.search as Record<string, unknown>)[PART_PARAM]
      return typeof value === 'string' ? value : undefined
    },
  })
  const entry = useLocation({ select: (location) => location.state.__TSR_key ?? '' })
  const text = part ? findPartQuote(sections, part) : null
  return text ? { text, key: `${entry}:${part}` } : undefined
}
