import { useLocation, useNavigate } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useState } from 'react'
import { productLine } from '../lines'
import { MeasureFields } from './MeasureFields'
import styles from './MeasuresPanel.module.css'
import { MEASURES_ANCHOR } from './measures-link'
import { type MeasuredLine, type MeasureValues, measureSearch } from './search-measures'
import { useMeasureForm } from './use-measure-form'

// The parts found load with the first search by measures, not with the page.
const MeasuredParts = lazy(() => import('./MeasuredParts'))

/** The measures in a line page's address (?rosca=&largo=), read as typed. */
function addressTexts(search: Record<string, unknown>): Record<string, string> {
  const texts: Record<string, string> = {}
  for (const name of ['rosca', 'largo', 'diametro']) {
    const value = search[name]
    if (typeof value === 'string' || typeof value === 'number') texts[name] = String(value)
  }
  return texts
}

/**
 * 'Mide tu birlo' on a line's page (the studs': thread and length): a GET form to the page itself,
 * so it works before the script has run; once it has, the measures in the address are searched
 * and the parts that match listed under the form, each linked to its page.
 */
export function LineMeasures({ line }: { line: Exclude<MeasuredLine, 'pernos'> }) {
  const navigate = useNavigate()
  const { pathname, search } = useLocation({
    select: (location) => ({ pathname: location.pathname, search: location.search }),
  })
  const asked = addressTexts(search as Record<string, unknown>)
  const askedKey = JSON.stringify(asked)
  const form = useMeasureForm(line)
  const [values, setValues] = useState<MeasureValues | null>(null)
  const [open, setOpen] = useState(false)
  const singular = productLine(line).singular.toLowerCase()

  // Measures in the address (the form sent before the script ran, a shared link, a part's
  // 'Busca por medidas') are shown and searched.
  const { show } = form
  useEffect(() => {
    if (Object.keys(asked).length === 0) return
    show(asked as MeasureValues)
    setOpen(true)
    let live = true
    void import('./measure-form').then(({ checkMeasureTexts }) => {
      const found = checkMeasureTexts(line, asked)
      if (live && Object.keys(found.errors).length === 0) setValues(found.values)
    })
    return () => {
      live = false
    }
  }, [askedKey, show, line])

  return (
    <details
      className={styles.panel}
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      id={MEASURES_ANCHOR}
    >
      <summary className={styles.summary}>
        Mide tu {singular}
        <span className={styles.summaryNote}>Busca por rosca y largo</span>
      </summary>
      <form
        className={styles.form}
        method="get"
        action={`${pathname}#${MEASURES_ANCHOR}`}
        aria-label={`Buscar ${productLine(line).name.toLowerCase()} por medidas`}
        noValidate
        onSubmit={async (event) => {
          event.preventDefault()
          const read = await form.check()
          if (read === null) return
          setValues(read)
          void navigate({
            to: pathname,
            search: measureSearch(read),
            hash: MEASURES_ANCHOR,
            replace: true,
            resetScroll: false,
          } as unknown as Parameters<typeof navigate>[0])
        }}
      >
        <MeasureFields form={form} />
        <div className={styles.actions}>
          <button type="submit" className="btn btn-primary">
            Buscar por medidas
          </button>
        </div>
      </form>
      {values && (
        <Suspense fallback={<p className={styles.form}>Buscando…</p>}>
          <MeasuredParts line={line} values={values} />
        </Suspense>
      )}
    </details>
  )
}
