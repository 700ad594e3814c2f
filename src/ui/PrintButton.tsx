import { useHydrated } from '@tanstack/react-router'
import { PrintIcon } from './icons'

/**
 * Opens the browser's print dialog (where "Save as PDF" is one of the printers). The page's
 * print styles decide what the sheet holds. Waits for hydration: before it, a click does nothing.
 */
export function PrintButton({ label, className }: { label: string; className?: string }) {
  const hydrated = useHydrated()
  return (
    <button type="button" className={className} disabled={!hydrated} onClick={() => window.print()}>
      <PrintIcon width={18} height={18} />
      {label}
    </button>
  )
}
