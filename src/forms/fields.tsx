import {
  type ChangeEvent,
  createContext,
  type InputHTMLAttributes,
  type ReactNode,
  useContext,
  useEffect,
} from 'react'
import { takeEarlyInput } from './early-input'
import styles from './Form.module.css'
import { MESSAGES } from './messages'

/** The message of each field that failed its check on the last submit, and the form's id prefix. */
export type FieldState = {
  idPrefix: string
  errors: ReadonlyMap<string, string>
  /** Called on every change of a field with an error: updates or drops that error. */
  revalidate: (name: string, value: string) => void
}
export const FieldStateContext = createContext<FieldState>({
  idPrefix: 'f',
  errors: new Map(),
  revalidate: () => {},
})

export type Binding = {
  name: string
  value: string
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void
  /** Sets the value directly (restores what was typed before hydration). */
  set: (value: string) => void
}

/** `empty`'s fields with the values `fields` kept for them (a refused send's, SendForm). */
export function refilled<T extends Record<string, string>>(
  empty: T,
  fields: Record<string, string>,
): T {
  return Object.fromEntries(
    Object.entries(empty).map(([name, value]) => [name, fields[name] ?? value]),
  ) as T
}

/** `bind('email')` gives a field its name, value and change handler over one state object. */
export function useBinder<T extends Record<string, string>>(
  values: T,
  setValues: (update: (previous: T) => T) => void,
): (name: keyof T & string) => Binding {
  return (name) => ({
    name,
    value: values[name] ?? '',
    onChange: (event) => {
      const { value } = event.currentTarget
      setValues((previous) => ({ ...previous, [name]: value }))
    },
    set: (value) => setValues((previous) => ({ ...previous, [name]: value })),
  })
}

type ControlProps = {
  id: string
  name: string
  value: string
  'aria-invalid'?: true
  'aria-describedby'?: string
  onChange: Binding['onChange']
}

function FieldFrame({
  binding,
  label,
  required,
  hint,
  note,
  wide,
  children,
}: {
  binding: Binding
  label: string
  required?: boolean
  hint?: string
  /** Shown under the field like the hint (a character counter). */
  note?: ReactNode
  wide?: boolean
  /** Draws the control with its id, name, value, change handler and ARIA attributes. */
  children: (control: ControlProps) => ReactNode
}) {
  const { idPrefix, errors, revalidate } = useContext(FieldStateContext)
  const id = `${idPrefix}-${binding.name}`
  const error = errors.get(binding.name)
  const isInvalid = error !== undefined
  // Once, when the field goes live.
  useEffect(() => {
    const early = takeEarlyInput(id)
    if (early !== undefined && early !== binding.value) binding.set(early)
  }, [])
  // What shows under the field, each named by its id: the hint, the note, the error.
  const notes = [
    { kind: 'hint', text: hint, className: styles.hint },
    { kind: 'note', text: note, className: styles.hint },
    { kind: 'error', text: error, className: styles.error },
  ].filter((entry) => entry.text)
  const describedBy = notes.map(({ kind }) => `${id}-${kind}`).join(' ')
  return (
    <div className={wide ? `${styles.field} ${styles.wide}` : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && <span className={styles.required}> (obligatorio)</span>}
      </label>
      {children({
        id,
        name: binding.name,
        value: binding.value,
        'aria-invalid': isInvalid ? true : undefined,
        'aria-describedby': describedBy || undefined,
        onChange: (event) => {
          binding.onChange(event)
          if (isInvalid) revalidate(binding.name, event.currentTarget.value)
        },
      })}
      {notes.map(({ kind, text, className }) => (
        <p key={kind} id={`${id}-${kind}`} className={className}>
          {text}
        </p>
      ))}
    </div>
  )
}

type InputProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  | 'type'
  | 'autoComplete'
  | 'inputMode'
  | 'maxLength'
  | 'placeholder'
  | 'spellCheck'
  | 'autoCapitalize'
>

export function TextField({
  binding,
  label,
  required,
  hint,
  ...input
}: InputProps & {
  binding: Binding
  label: string
  required?: boolean
  hint?: string
}) {
  return (
    <FieldFrame binding={binding} label={label} required={required} hint={hint}>
      {(control) => (
        <input className={styles.control} type="text" {...input} {...control} required={required} />
      )}
    </FieldFrame>
  )
}

/** A message box with its limit: the browser stops typing and pasting there; a counter shows it. */
export function TextAreaField({
  binding,
  label,
  required,
  maxLength,
  rows = 5,
}: {
  binding: Binding
  label: string
  required?: boolean
  maxLength: number
  rows?: number
}) {
  return (
    <FieldFrame
      binding={binding}
      label={label}
      required={required}
      note={MESSAGES.counter(binding.value.length, maxLength)}
      wide
    >
      {(control) => (
        <textarea
          className={`${styles.control} ${styles.textarea}`}
          rows={rows}
          maxLength={maxLength}
          {...control}
          required={required}
        />
      )}
    </FieldFrame>
  )
}

export function SelectField({
  binding,
  label,
  required,
  placeholder,
  options,
  autoComplete,
}: {
  binding: Binding
  label: string
  required?: boolean
  placeholder: string
  options: readonly string[]
  autoComplete?: string
}) {
  return (
    <FieldFrame binding={binding} label={label} required={required}>
      {(control) => (
        <select
          className={`${styles.control} ${styles.select}`}
          autoComplete={autoComplete}
          {...control}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  )
}
