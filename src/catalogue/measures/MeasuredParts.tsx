import { useEffect, useState } from 'react'
import { searchParts } from '../api'
import type { LineId } from '../lines'
import { partPath } from '../part-path'
import type { SearchPage } from '../types'
import styles from './MeasuredParts.module.css'
import { type MeasureValues, measureSearch } from './search-measures'

/** The most parts listed under the form; more are one tap away in the line's table. */
const LISTED = 12

/** The parts of a line with the measures asked, each linked to its page. */
export default function MeasuredParts({ line, values }: { line: LineId; values: MeasureValues }) {
  const key = JSON.stringify(values)
  const [page, setPage] = useState<{ for: string; page: SearchPage | 'failed' } | null>(null)
  useEffect(() => {
    const abort = new AbortController()
    searchParts({ ...measureSearch(values), por_pagina: LISTED }, line, abort.signal).then(
      (found) => setPage({ for: key, page: found }),
      () => {
        if (!abort.signal.aborted) setPage({ for: key, page: 'failed' })
      },
    )
    return () => abort.abort()
  }, [key, line])
  const shown = page?.for === key ? page.page : null
  const asked = [values.rosca, values.largo !== undefined && `${values.largo} mm`]
    .filter(Boolean)
    .join(' · ')
  return (
    <div className={styles.found} aria-live="polite" aria-busy={shown === null}>
      {shown === null ? (
        <p className={styles.count}>Buscando…</p>
      ) : shown === 'failed' ? (
        <p className={styles.count} role="alert">
          No pudimos buscar en este momento. Revisa tu conexión e inténtalo de nuevo.
        </p>
      ) : (
        <>
          <p className={styles.count}>
            {shown.total === 0
              ? `Ninguna pieza mide ${asked}. Revisa la lectura o mándanos una foto por WhatsApp.`
              : `${shown.total} ${shown.total === 1 ? 'pieza mide' : 'piezas miden'} ${asked}${
                  shown.total > shown.products.length
                    ? `; estas son las primeras ${shown.products.length}`
                    : ''
                }.`}
          </p>
          {shown.products.length > 0 && (
            <ul className={styles.list}>
              {shown.products.map((part) => (
                <li key={part.key}>
                  <a className={styles.part} href={partPath(part.line, part.key)}>
                    <span className={styles.key}>{part.key}</span>
                    <span className={styles.name}>{part.name}</span>
                    <span className={styles.measures}>
                      {part.measures
                        .slice(0, 2)
                        .map((measure) => measure.value)
                        .join(' · ')}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  )
}
