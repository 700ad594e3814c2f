import { memo, useId } from 'react'
import styles from './Catalogue.module.css'
import { SidebarSkeleton } from './CatalogueSkeleton'
import type { CatalogueEvent } from './state'
import type { Brand, Model } from './types'

type CatalogueFiltersProps = {
  /** The make, model and year of the URL (the year only once it is one of the model's). */
  marca: string | undefined
  modelo: string | undefined
  year: number | undefined
  /** The URL's year as it is, for the phone's disclosure. */
  anio: number | undefined
  brands: Brand[] | null
  brandsFailed: boolean
  totalAll: number | null
  models: Model[] | null
  modelsBrand: string | null
  /** The model years to choose from, null until the model's products are shown. */
  years: number[] | null
  open: boolean
  onToggle: () => void
  /** Stable across renders, so a keystroke in the search box leaves this column alone. */
  onApply: (event: CatalogueEvent) => void
  /**
   * Called as a pointer goes down on a choice, before its click (stable, as onApply); what it
   * returns is called if the press is cancelled instead (a finger that scrolls the list).
   */
  onPrepare: (event: CatalogueEvent) => () => void
}

/**
 * The filter column: a disclosure on phones, then makes, the chosen make's models and the chosen
 * model's years. Memoised on plain props: typing in the search box does not render it again.
 */
export const CatalogueFilters = memo(function CatalogueFilters(props: CatalogueFiltersProps) {
  const { marca, modelo, year, years, onApply, onPrepare } = props
  const panelId = `${useId()}-filtros`
  return (
    <aside className={styles.sidebar} aria-label="Filtros del catálogo">
      <button
        type="button"
        className={styles.disclosure}
        aria-expanded={props.open}
        aria-controls={panelId}
        onClick={props.onToggle}
      >
        {marca === undefined ? (
          'Filtrar por marca'
        ) : (
          <>
            Filtrar:{' '}
            <span className={styles.disclosureValue}>
              {[marca, modelo, props.anio].filter(Boolean).join(' · ')}
            </span>
          </>
        )}
      </button>
      <div id={panelId} className={`${styles.panel} ${props.open ? styles.panelOpen : ''}`}>
        {props.brands === null && !props.brandsFailed ? (
          <SidebarSkeleton />
        ) : (
          <>
            <h3 className={styles.sidebarHeading}>Pernos por marca</h3>
            <ul className={styles.filterList}>
              <li>
                <FilterButton
                  label="Mostrar todos"
                  total={props.totalAll}
                  pressed={marca === undefined}
                  onClick={() => onApply({ type: 'all' })}
                  onPress={() => onPrepare({ type: 'all' })}
                />
              </li>
              <FilterItems
                items={props.brands ?? []}
                pressed={marca}
                onChoose={(brand) => onApply({ type: 'brand', brand })}
                onPress={(brand) => onPrepare({ type: 'brand', brand })}
              />
            </ul>
            {marca !== undefined && props.modelsBrand === marca && props.models && (
              <>
                <h3 className={styles.sidebarHeading}>Pernos por modelo · {marca}</h3>
                <ul className={styles.filterList}>
                  <FilterItems
                    items={props.models}
                    pressed={modelo}
                    onChoose={(model) => onApply({ type: 'model', model })}
                    onPress={(model) => onPrepare({ type: 'model', model })}
                  />
                </ul>
              </>
            )}
            {modelo !== undefined && years !== null && years.length > 0 && (
              <YearFilter
                model={modelo}
                years={years}
                chosen={year}
                onChoose={(chosen) => onApply({ type: 'year', year: chosen })}
              />
            )}
          </>
        )}
      </div>
    </aside>
  )
})

/** The model years, newest first, with 'Todos los años' to clear the choice. */
function YearFilter(props: {
  model: string
  years: readonly number[]
  chosen: number | undefined
  onChoose: (year: number | undefined) => void
}) {
  const headingId = useId()
  return (
    <>
      <h3 className={styles.sidebarHeading} id={headingId}>
        Año · {props.model}
      </h3>
      <ul className={styles.yearList} aria-labelledby={headingId}>
        <li className={styles.yearAll}>
          <button
            type="button"
            className={styles.year}
            aria-pressed={props.chosen === undefined}
            onClick={() => props.onChoose(undefined)}
          >
            Todos los años
          </button>
        </li>
        {props.years.map((year) => (
          <li key={year}>
            <button
              type="button"
              className={styles.year}
              aria-pressed={props.chosen === year}
              onClick={() => props.onChoose(year)}
            >
              {year}
            </button>
          </li>
        ))}
      </ul>
    </>
  )
}

/** A list item and button per make or model, with its count; `pressed` names the chosen one. */
function FilterItems(props: {
  items: readonly (Brand | Model)[]
  pressed: string | undefined
  onChoose: (name: string) => void
  onPress: (name: string) => () => void
}) {
  return props.items.map((item) => (
    <li key={item.name}>
      <FilterButton
        label={item.name}
        total={item.total}
        pressed={props.pressed === item.name}
        onClick={() => props.onChoose(item.name)}
        onPress={() => props.onPress(item.name)}
      />
    </li>
  ))
}

function FilterButton(props: {
  label: string
  total: number | null
  pressed: boolean
  onClick: () => void
  /** As a pointer goes down on the button, before its click; returns what undoes it. */
  onPress: () => () => void
}) {
  return (
    <button
      type="button"
      className={styles.filter}
      aria-pressed={props.pressed}
      onClick={props.onClick}
      onPointerDown={(event) => {
        // The main button or a touch: a press that can become a click.
        if (event.button === 0) whilePressed(event.currentTarget, props.onPress())
      }}
    >
      <span>{props.label}</span>{' '}
      {props.total !== null && (
        // Read as "Nissan 40 productos"; the word is for screen readers only.
        <>
          <span className={styles.count}>{props.total}</span>{' '}
          <span className="visually-hidden">productos</span>
        </>
      )}
    </button>
  )
}

/** Calls `cancel` if the press on `button` is cancelled (the browser took it for a scroll). */
function whilePressed(button: HTMLElement, cancel: () => void) {
  const listening = new AbortController()
  const options = { once: true, signal: listening.signal }
  button.addEventListener(
    'pointercancel',
    () => {
      listening.abort()
      cancel()
    },
    options,
  )
  button.addEventListener('pointerup', () => listening.abort(), options)
}
