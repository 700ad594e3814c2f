import { useEffect, useId, useRef } from 'react'
import styles from './MeasureFields.module.css'
import { MEASURED_LINES, type MeasureParam, toleranceText } from './search-measures'
import type { MeasureForm } from './use-measure-form'

const LABELS: Record<MeasureParam, string> = {
  largo: 'Largo (mm)',
  diametro: 'Diámetro (mm)',
  rosca: 'Rosca',
}

/** Where each measure is read on the part, under its field. */
const HINTS = {
  pernos: {
    largo: 'De la base de la cabeza a la punta.',
    diametro: 'En la parte lisa, cerca de la cabeza.',
  },
  birlos: {
    rosca: 'Como viene grabada: M12 × 1.5, 12x1.25, 1/2-20.',
    largo: 'Bajo la cabeza, hasta la punta.',
  },
} as const

const PLACEHOLDERS: Record<MeasureParam, string> = {
  largo: 'Ej. 45',
  diametro: 'Ej. 9.5',
  rosca: 'Ej. M12 × 1.5',
}

/** How to measure, and the post that shows it step by step. */
const HOW_TO = {
  pernos: {
    href: '/blog/como-medir-un-perno-de-puerta-con-vernier',
    link: 'Cómo medir un perno de puerta con vernier, paso a paso',
  },
  birlos: {
    href: '/blog/como-elegir-un-birlo-por-rosca-y-estriado',
    link: 'Cómo elegir un birlo por su rosca y su estriado',
  },
} as const

/**
 * The measure fields of a line (a door pin's length and diameter, a stud's thread and length),
 * each with where to read it and, after a check, its message beside it; then the tolerance the
 * search allows and how to measure. Plain named inputs: the form they sit in is a GET form.
 */
export function MeasureFields({
  form,
  tone = 'light',
}: {
  form: MeasureForm
  /** 'dark' on a dark band (the vehicle finder's). */
  tone?: 'light' | 'dark'
}) {
  const ids = useId()
  const fields = useRef<HTMLDivElement>(null)
  // After a check that found a bad value, its field takes the focus (once it shows its message).
  useEffect(() => {
    if (form.failedChecks > 0) focusFirstError(fields.current)
  }, [form.failedChecks])
  const { line } = form
  const tolerances = MEASURED_LINES[line]
    .filter((param) => param !== 'rosca')
    .map((param) => `${toleranceText(param)} en el ${param === 'largo' ? 'largo' : 'diámetro'}`)
  return (
    <div ref={fields} className={tone === 'dark' ? styles.dark : undefined}>
      <div className={styles.fields}>
        {MEASURED_LINES[line].map((param) => {
          const id = `${ids}-${param}`
          const error = form.errors[param]
          const hint = (HINTS[line] as Record<string, string>)[param]
          return (
            <div key={param} className={styles.field}>
              <label htmlFor={id} className={styles.label}>
                {LABELS[param]}
              </label>
              <input
                id={id}
                name={param}
                className={styles.control}
                type="text"
                inputMode={param === 'rosca' ? 'text' : 'decimal'}
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
                placeholder={PLACEHOLDERS[param]}
                value={form.texts[param] ?? ''}
                aria-invalid={error ? true : undefined}
                aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
                onChange={(event) => form.change(param, event.currentTarget.value)}
              />
              <p id={`${id}-hint`} className={styles.hint}>
                {hint}
              </p>
              {error && (
                <p id={`${id}-error`} className={styles.error}>
                  {error}
                </p>
              )}
            </div>
          )
        })}
      </div>
      <p className={styles.note}>
        {tolerances.length > 0 && (
          <>
            Buscamos con una tolerancia de {tolerances.join(' y ')}, lo que puede variar una lectura
            con vernier.{' '}
          </>
        )}
        Mide una pieza limpia, sin apretar las puntas.{' '}
        <a href={HOW_TO[line].href}>{HOW_TO[line].link}</a>
      </p>
    </div>
  )
}

/** Focuses the first field with a message (after a failed check has rendered). */
export function focusFirstError(within: HTMLElement | null): void {
  within?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus()
}
