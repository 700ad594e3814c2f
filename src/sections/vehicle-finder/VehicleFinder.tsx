import { useLocation, useNavigate } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { useVehicleLists, type VehicleChoice } from '../../catalogue/finder/use-vehicle-lists'
import { MeasureFields } from '../../catalogue/measures/MeasureFields'
import { useMeasureForm } from '../../catalogue/measures/use-measure-form'
import { CATALOGUE_PATH, CATALOGUE_RESULTS_ANCHOR } from '../../catalogue/paths'
import { showPiecesLabel } from '../../catalogue/pieces-label'
import type { SectionProps } from '../types'
import styles from './VehicleFinder.module.css'

const NONE: VehicleChoice = { marca: '', modelo: '', anio: '' }

/**
 * Make, then model, then year, and one button to the catalogue filtered by them. A plain GET form
 * to the catalogue, so the button works before the script has run; once it has, each list is
 * filled from the catalogue as the one before it is chosen, and the button counts the pieces.
 */
export function VehicleFinder({ section }: SectionProps<'vehicleFinder'>) {
  const navigate = useNavigate()
  const ids = useId()
  const [choice, setChoice] = useState(NONE)
  const lists = useVehicleLists(choice)
  const failed = lists.brands === 'failed' || lists.models === 'failed' || lists.years === 'failed'
  // 'Mide tu perno': the pin's measures go with the car, or alone. Not on the catalogue's own
  // page, whose results have the same form right below (and whose jump to them stays on a
  // phone's first screen).
  const measurable = useLocation({ select: (location) => location.pathname !== CATALOGUE_PATH })
  const measures = useMeasureForm('pernos')
  const measuring = Object.values(measures.texts).some((text) => text?.trim())

  return (
    <section className={styles.band} aria-labelledby={`${ids}-titulo`}>
      <div className="container">
        {/* biome-ignore lint/a11y/useSemanticElements: jsdom, where the unit tests render, lacks <search> */}
        <form
          role="search"
          aria-labelledby={`${ids}-titulo`}
          className={styles.form}
          noValidate
          action={`${CATALOGUE_PATH}#${CATALOGUE_RESULTS_ANCHOR}`}
          method="get"
          onSubmit={async (event) => {
            event.preventDefault()
            const measured = await measures.check()
            // A bad measure: its field shows why and takes the focus (MeasureFields).
            if (measured === null) return
            void navigate({
              to: CATALOGUE_PATH,
              search: {
                marca: choice.marca || undefined,
                modelo: choice.modelo || undefined,
                anio: choice.anio ? Number(choice.anio) : undefined,
                largo: measured.largo,
                diametro: measured.diametro,
              },
              hash: CATALOGUE_RESULTS_ANCHOR,
            })
          }}
        >
          <h2 id={`${ids}-titulo`} className={styles.title}>
            {section.heading}
          </h2>
          <div className={styles.fields}>
            <Choice
              id={`${ids}-marca`}
              name="marca"
              label="Marca"
              value={choice.marca}
              list={lists.brands}
              prompt="Elige marca"
              values={(brands) => brands.map((b) => b.name)}
              onChange={(marca) => setChoice({ marca, modelo: '', anio: '' })}
            />
            <Choice
              id={`${ids}-modelo`}
              name="modelo"
              label="Modelo"
              value={choice.modelo}
              list={choice.marca ? lists.models : undefined}
              prompt="Todos"
              values={(models) => models.map((m) => m.name)}
              onChange={(modelo) => setChoice({ ...choice, modelo, anio: '' })}
            />
            <Choice
              id={`${ids}-anio`}
              name="anio"
              label="Año"
              value={choice.anio}
              list={choice.modelo ? lists.years : undefined}
              prompt="Todos"
              values={(years) => years.map(String)}
              onChange={(anio) => setChoice({ ...choice, anio })}
            />
            <button type="submit" className={`btn btn-primary ${styles.submit}`}>
              {/* The count is the car's: with measures typed the catalogue counts them. */}
              {showPiecesLabel(measuring ? null : lists.count)}
            </button>
          </div>
          {measurable && (
            <details className={styles.measures} open={measuring || undefined}>
              <summary className={styles.measuresSummary}>
                Mide tu perno{' '}
                <span className={styles.measuresNote}>largo y diámetro, con o sin auto</span>
              </summary>
              <div className={styles.measuresBody}>
                <MeasureFields form={measures} tone="dark" />
              </div>
            </details>
          )}
          {failed && (
            <p className={styles.failed} role="status">
              No pudimos cargar las listas. Busca tu pieza en el catálogo o pregúntanos por
              WhatsApp.
            </p>
          )}
        </form>
      </div>
    </section>
  )
}

/**
 * One labelled select. `list` undefined: the step before it is not chosen (disabled, showing
 * '—'); null: loading; 'failed': could not load (disabled, the button still leads to the
 * catalogue).
 */
function Choice<T>(props: {
  id: string
  name: string
  label: string
  value: string
  list: T[] | null | 'failed' | undefined
  /** The empty choice's text once the list is ready; short enough for a half-width select on a
   * phone. */
  prompt: string
  /** Each option's value, which is also its text. */
  values: (list: T[]) => string[]
  onChange: (value: string) => void
}) {
  const { list } = props
  const ready = Array.isArray(list)
  const placeholder = list === undefined ? '—' : list === null ? 'Cargando…' : props.prompt
  return (
    <div className={styles.field}>
      <label htmlFor={props.id} className={styles.label}>
        {props.label}
      </label>
      <select
        id={props.id}
        name={props.name}
        className={`select-field ${styles.select}`}
        value={props.value}
        disabled={!ready}
        onChange={(event) => props.onChange(event.target.value)}
      >
        <option value="">{placeholder}</option>
        {ready &&
          props.values(list).map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
      </select>
    </div>
  )
}
