import { useNavigate } from '@tanstack/react-router'
import { useId } from 'react'
import { SearchIcon } from '../ui/icons'
import styles from './HeaderSearch.module.css'

/**
 * The header's search entry: a part number, car or name, opened in the door-bolt catalogue with
 * that search (?q=). A plain GET form, so it works before the page's script has loaded.
 */
export function HeaderSearch() {
  const navigate = useNavigate()
  const id = useId()
  return (
    <details className={styles.search}>
      <summary className={styles.toggle} aria-label="Buscar pieza">
        <SearchIcon width={22} height={22} />
      </summary>
      {/* biome-ignore lint/a11y/useSemanticElements: jsdom, where the unit tests render, lacks <search> */}
      <form
        role="search"
        className={styles.form}
        action="/pernos-para-puerta"
        method="get"
        onSubmit={(event) => {
          event.preventDefault()
          const q = String(new FormData(event.currentTarget).get('q') ?? '').trim()
          event.currentTarget.closest('details')?.removeAttribute('open')
          void navigate({ to: '/pernos-para-puerta', search: q ? { q } : {}, hash: 'catalogo' })
        }}
      >
        <label htmlFor={id} className="visually-hidden">
          Buscar pieza por clave, nombre, marca o modelo
        </label>
        <input
          id={id}
          name="q"
          type="search"
          className={styles.input}
          placeholder="Clave, marca o modelo"
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className="btn btn-primary">
          Buscar
        </button>
      </form>
    </details>
  )
}
