import { memo, useId } from 'react'
import styles from './Catalogue.module.css'
import { SidebarSkeleton } from './CatalogueSkeleton'
import { ChoiceLink } from './ChoiceLink'
import { showPiecesLabel } from './pieces-label'
import { type CatalogueSearch, sameSearch } from './search-params'
import { type CatalogueEvent, transition } from './state'
import type { Brand, Model } from './types'

type CatalogueFiltersProps = {
  /**
   * The URL's filter state, which each choice's href starts from: not the text being typed, so
   * that a keystroke leaves the links as they are.
   */
  search: CatalogueSearch
  /** Where a choice leads when it is pressed: from the text in the box at that moment. */
  targetNow: (choice: CatalogueEvent) => CatalogueSearch
  /** The make, model and year shown as chosen (at once on a click, before the data comes). */
  marca: string | undefined
  modelo: string | undefined
  year: number | undefined
  brands: Brand[] | null
  /** Whether the makes could not be loaded (the frame shows no skeleton then). */
  brandsFailed: boolean
  totalAll: number | null
  models: Model[] | null
  /** The model years to choose from; empty while none is known. */
  years: readonly number[]
  open: boolean
  onToggle: () => void
  /** A choice navigates in this tab (stable, so typing in the search box leaves this alone). */
  onChoose: (event: CatalogueEvent) => void
  /** How many products the choice shows, for the open panel's button; null while unknown. */
  resultCount: number | null
  /** Closes the open panel onto the results. */
  onShowResults: () => void
}

/**
 * The filter column: a disclosure on phones, then makes, the chosen make's models and the chosen
 * model's years, each a link to its view. Memoised on plain props.
 */
export const CatalogueFilters = memo(function CatalogueFilters(props: CatalogueFiltersProps) {
  const { search, marca, modelo, year, years, onChoose, targetNow } = props
  const panelId = `${useId()}-filtros`
  const yearsId = useId()
  const link = (choice: CatalogueEvent) => ({
    search: transition(search, choice).search,
    choice,
    onChoose,
    targetNow,
  })
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
              {[marca, modelo, year].filter(Boolean).join(' · ')}
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
                <FilterLink
                  name="Mostrar todos"
                  total={props.totalAll}
                  selected={marca === undefined}
                  {...link({ type: 'all' })}
                />
              </li>
              {(props.brands ?? []).map((brand) => (
                <li key={brand.name}>
                  <FilterLink
                    name={brand.name}
                    total={brand.total}
                    selected={marca === brand.name}
                    {...link({ type: 'brand', brand: brand.name })}
                  />
                </li>
              ))}
            </ul>
            {marca !== undefined && props.models && (
              <>
                <h3 className={styles.sidebarHeading} data-step="models">
                  Pernos por modelo · {marca}
                </h3>
                <ul className={styles.filterList}>
                  {props.models.map((model) => (
                    <li key={model.name}>
                      <FilterLink
                        name={model.name}
                        total={model.total}
                        selected={modelo === model.name}
                        {...link({ type: 'model', model: model.name })}
                      />
                    </li>
                  ))}
                </ul>
              </>
            )}
            {modelo !== undefined && years.length > 0 && (
              <>
                <h3 className={styles.sidebarHeading} id={yearsId} data-step="years">
                  Año · {modelo}
                </h3>
                {/* The model years, newest first, with 'Todos los años' to clear the choice. */}
                <ul className={styles.yearList} aria-labelledby={yearsId}>
                  <li className={styles.yearAll}>
                    <YearLink
                      name="Todos los años"
                      selected={year === undefined}
                      {...link({ type: 'year', year: undefined })}
                    />
                  </li>
                  {years.map((each) => (
                    <li key={each}>
                      <YearLink
                        name={String(each)}
                        selected={year === each}
                        {...link({ type: 'year', year: each })}
                      />
                    </li>
                  ))}
                </ul>
              </>
            )}
          </>
        )}
        {props.open && (
          // data-bottom-bar: the floating WhatsApp button stands above this bar while it shows.
          <div className={styles.panelFooter} data-bottom-bar>
            <button type="button" className="btn btn-primary" onClick={props.onShowResults}>
              {showPiecesLabel(props.resultCount)}
            </button>
          </div>
        )}
      </div>
    </aside>
  )
})

type ChoiceProps = {
  name: string
  selected: boolean
  /** The view the link leads to. */
  search: CatalogueSearch
  choice: CatalogueEvent
  onChoose: (choice: CatalogueEvent) => void
  targetNow: (choice: CatalogueEvent) => CatalogueSearch
}

/**
 * A choice renders again only when it leads elsewhere or is marked otherwise: a navigation
 * changes the view every link starts from, but most links lead where they did (a make's link
 * keeps only the text searched).
 */
const sameChoice = <P extends ChoiceProps>(a: P, b: P) =>
  a.name === b.name &&
  a.selected === b.selected &&
  a.onChoose === b.onChoose &&
  a.targetNow === b.targetNow &&
  a.choice.type === b.choice.type &&
  sameSearch(a.search, b.search) &&
  (a as { total?: unknown }).total === (b as { total?: unknown }).total

/** A make or model (or 'Mostrar todos') with its count, read as "Nissan 40 productos". */
const FilterLink = memo(function FilterLink(props: ChoiceProps & { total: number | null }) {
  return (
    <ChoiceLink
      className={styles.filter}
      search={props.search}
      searchNow={() => props.targetNow(props.choice)}
      selected={props.selected}
      onChoose={() => props.onChoose(props.choice)}
    >
      <span>{props.name}</span>{' '}
      {props.total !== null && (
        <>
          <span className={styles.count}>{props.total}</span>{' '}
          <span className="visually-hidden">productos</span>
        </>
      )}
    </ChoiceLink>
  )
}, sameChoice)

/** A model year, or 'Todos los años'. */
const YearLink = memo(function YearLink(props: ChoiceProps) {
  return (
    <ChoiceLink
      className={styles.year}
      search={props.search}
      searchNow={() => props.targetNow(props.choice)}
      selected={props.selected}
      onChoose={() => props.onChoose(props.choice)}
    >
      {props.name}
    </ChoiceLink>
  )
}, sameChoice)
