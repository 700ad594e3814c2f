import { useEffect, useRef, useState } from 'react'
import { ChoiceLink } from '../ChoiceLink'
import { CATALOGUE_PATH, CATALOGUE_RESULTS_ANCHOR } from '../paths'
import type { CatalogueSearch } from '../search-params'
import { MeasureFields } from './MeasureFields'
import styles from './MeasuresPanel.module.css'
import { useMeasureForm } from './use-measure-form'

/** The catalogue's view without its measures. */
function unmeasured(search: CatalogueSearch): CatalogueSearch {
  const { largo: _largo, diametro: _diametro, pagina: _pagina, ...rest } = search
  return rest
}

/**
 * 'Mide tu perno' in the catalogue: the length and diameter of the pin in hand narrow the list,
 * alone or with the make, model and year chosen (and the text searched), which the form carries.
 * A disclosure, open while measures are asked. A GET form to the catalogue, so it works before
 * the script has run; once it has, a bad value shows its message beside its field and nothing
 * is sent, and a good one is searched without leaving the page.
 */
export function MeasuresPanel({
  search,
  onMeasure,
}: {
  /** The URL's filter state: its vehicle and text go with the measures. */
  search: CatalogueSearch
  /** Shows the catalogue for `next` (the measures given, from page 1). */
  onMeasure: (next: (current: CatalogueSearch) => CatalogueSearch) => void
}) {
  const measured = search.largo !== undefined || search.diametro !== undefined
  const form = useMeasureForm('pernos', search)
  const [open, setOpen] = useState(measured)
  const formRef = useRef<HTMLFormElement>(null)

  // Measures asked elsewhere (Back, a shared link, the part page's link) show in the fields.
  const { show } = form
  useEffect(() => {
    if (formRef.current?.contains(document.activeElement)) return
    show({ largo: search.largo, diametro: search.diametro })
    if (search.largo !== undefined || search.diametro !== undefined) setOpen(true)
  }, [search.largo, search.diametro, show])

  const { q, marca, modelo, anio } = search
  return (
    <details
      className={styles.panel}
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      id="medidas"
    >
      <summary className={styles.summary}>
        Mide tu perno
        <span className={styles.summaryNote}>
          {measured
            ? [
                search.largo !== undefined && `${search.largo} mm de largo`,
                search.diametro !== undefined && `Ø ${search.diametro} mm`,
              ]
                .filter(Boolean)
                .join(' · ')
            : 'Busca por largo y diámetro'}
        </span>
      </summary>
      <form
        ref={formRef}
        className={styles.form}
        method="get"
        action={`${CATALOGUE_PATH}#${CATALOGUE_RESULTS_ANCHOR}`}
        aria-label="Buscar pernos por medidas"
        noValidate
        onSubmit={async (event) => {
          event.preventDefault()
          const values = await form.check()
          if (values === null) return
          onMeasure((current) => ({
            ...unmeasured(current),
            largo: values.largo,
            diametro: values.diametro,
          }))
        }}
      >
        {/* The vehicle and the text searched go with the measures. */}
        {q !== undefined && <input type="hidden" name="q" value={q} />}
        {marca !== undefined && <input type="hidden" name="marca" value={marca} />}
        {modelo !== undefined && <input type="hidden" name="modelo" value={modelo} />}
        {anio !== undefined && <input type="hidden" name="anio" value={anio} />}
        <MeasureFields form={form} />
        <div className={styles.actions}>
          <button type="submit" className="btn btn-primary">
            Buscar por medidas
          </button>
          {measured && (
            <ChoiceLink className="text-button" search={unmeasured(search)}>
              Quitar medidas
            </ChoiceLink>
          )}
        </div>
      </form>
    </details>
  )
}
