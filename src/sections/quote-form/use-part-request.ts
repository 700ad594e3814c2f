import { useLocation } from '@tanstack/react-router'
import type { MessageAddition } from '../../forms/message-addition'
import { PART_PARAM } from '../line-table/part-quote'
import { usePartQuote } from '../line-table/use-part-quote'
import { usePageSections } from '../page-sections'

/**
 * The part a table row's 'Cotizar' asked for (`?pieza=BR-1245`), as the line the form adds to its
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
  // The entry is read only while a part is asked: every navigation has a new one (a filter of the
  // catalogue on the same page), which would otherwise render the whole form again.
  const entry = useLocation({
    select: (location) =>
      typeof (location.search as Record<string, unknown>)[PART_PARAM] === 'string'
        ? (location.state.__TSR_key ?? '')
        : '',
  })
  const text = usePartQuote(sections, part)
  return text ? { text, key: `${entry}:${part}` } : undefined
}
