import { useHydrated } from '@tanstack/react-router'
import { useState, useSyncExternalStore } from 'react'
import { PlusIcon } from '../ui/icons'
import { loadChunk } from '../ui/load-chunk'
import { addLabel } from './add-label'
import type { QuoteItem } from './line'
import { storedQuantity, subscribeToList } from './list-storage'
import { announce } from './notice-event'
import styles from './QuoteList.module.css'

/**
 * "Agregar a mi cotización": puts the part in the buyer's list (ten pieces, or ten more when it
 * is already there) without leaving the page; the toast confirms. A part already listed says so
 * with its quantity ("En tu cotización · 10", read from storage like the header's count, in every
 * tab). The list's code is fetched on the first click, so pages that are only read never load
 * it. Until the page is live a click could do nothing: the button waits for hydration.
 */
export function AddToQuote({
  item,
  compact = false,
  className,
}: {
  item: QuoteItem
  /** 'Agregar' only (the part is named to screen readers), where the row is narrow. */
  compact?: boolean
  className?: string
}) {
  const hydrated = useHydrated()
  const [adding, setAdding] = useState(false)
  // The server renders every part as not listed; the stored quantity follows once live.
  const listed = useSyncExternalStore(
    subscribeToList,
    () => storedQuantity(item.key),
    () => 0,
  )
  const label = addLabel(item.key, listed, compact)
  async function add() {
    setAdding(true)
    try {
      const { addAndAnnounce } = await loadChunk(() => import('./add-and-announce'))
      addAndAnnounce(item)
    } catch (error) {
      console.error('No se pudo agregar a la cotización:', error)
      announce({
        said: `${item.key}: No se pudo agregar. Revisa tu conexión y vuelve a intentar.`,
        tone: 'warning',
      })
    } finally {
      setAdding(false)
    }
  }
  return (
    <button
      type="button"
      className={[styles.add, className].filter(Boolean).join(' ')}
      disabled={!hydrated || adding}
      aria-label={label.name}
      data-listed={listed > 0 || undefined}
      onClick={add}
    >
      <PlusIcon width={18} height={18} />
      {label.text}
    </button>
  )
}
