import { useHydrated } from '@tanstack/react-router'
import { useSyncExternalStore } from 'react'
import { subscribeToList } from '../quote-list/list-storage'
import { type ListState, readList } from '../quote-list/store'

const serverList: ListState = { status: 'ready', lines: [] }

/**
 * The stored list, following this tab's and the other tabs' changes; null until the page is
 * live (the server and the first render know nothing of this browser's list).
 */
export function useQuoteList(): ListState | null {
  const hydrated = useHydrated()
  const list = useSyncExternalStore(subscribeToList, readList, () => serverList)
  return hydrated ? list : null
}
