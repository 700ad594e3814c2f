import { useHydrated } from '@tanstack/react-router'
import { useState } from 'react'
import { ShareIcon } from './icons'

/** What a share sends: the page's address, a title and a few lines that say what it is. */
export interface SharedPage {
  title: string
  text: string
  url: string
}

type Outcome = 'shared' | 'copied' | 'failed' | null

/**
 * On a phone, the system's share sheet (WhatsApp, mail, messages…) with the link and a few
 * lines; elsewhere, where a share sheet is rare or awkward, the link is copied. Cancelling the
 * share sheet says nothing. Waits for hydration: before it, a click does nothing.
 */
export function ShareButton({ data, className }: { data: SharedPage; className?: string }) {
  const hydrated = useHydrated()
  const [outcome, setOutcome] = useState<Outcome>(null)
  const share = async () => {
    setOutcome(null)
    const url = new URL(data.url, window.location.href).href
    if (usesShareSheet()) {
      try {
        await navigator.share({ ...data, url })
        return
      } catch (error) {
        // The visitor closed the sheet: nothing to say. Any other refusal falls back to a copy.
        if (error instanceof DOMException && error.name === 'AbortError') return
      }
    }
    try {
      await navigator.clipboard.writeText(url)
      setOutcome('copied')
    } catch {
      setOutcome('failed')
    }
  }
  return (
    <>
      <button type="button" className={className} disabled={!hydrated} onClick={share}>
        <ShareIcon width={18} height={18} />
        Compartir
      </button>
      <span role="status" className={outcome ? undefined : 'visually-hidden'}>
        {outcome === 'copied' && 'Enlace copiado.'}
        {outcome === 'failed' && 'No pudimos copiar el enlace; cópialo de la barra de direcciones.'}
      </span>
    </>
  )
}

/** A touch screen with a share sheet: a phone or a tablet. */
function usesShareSheet(): boolean {
  return typeof navigator.share === 'function' && window.matchMedia('(pointer: coarse)').matches
}
