import { useCallback, useState } from 'react'
import {
  checkMeasureTexts,
  type MeasuredLine,
  type MeasureErrors,
  type MeasureTexts,
  measureTexts,
} from './measure-form'
import type { MeasureParam, MeasureValues } from './measure-params'

export type MeasureForm = {
  line: MeasuredLine
  texts: MeasureTexts
  errors: MeasureErrors
  change: (param: MeasureParam, text: string) => void
  /** Sets the texts to measures asked elsewhere (the URL changed), dropping any message. */
  show: (values: MeasureValues) => void
  /** The values typed, or null with each bad field's message shown (nothing typed is lost). */
  check: () => MeasureValues | null
}

/** The state of a measures form: the texts as typed and the messages of the last check. */
export function useMeasureForm(line: MeasuredLine, initial: MeasureValues = {}): MeasureForm {
  const [texts, setTexts] = useState(() => measureTexts(initial))
  const [errors, setErrors] = useState<MeasureErrors>({})
  const change = useCallback(
    (param: MeasureParam, text: string) => {
      setTexts((previous) => ({ ...previous, [param]: text }))
      // A message shown goes once the value reads; it changes while it still does not.
      setErrors((previous) => {
        if (previous[param] === undefined) return previous
        const message = checkMeasureTexts(line, { [param]: text }).errors[param]
        const { [param]: _gone, ...rest } = previous
        return message === undefined ? rest : { ...previous, [param]: message }
      })
    },
    [line],
  )
  const show = useCallback((values: MeasureValues) => {
    setTexts(measureTexts(values))
    setErrors({})
  }, [])
  const check = () => {
    const found = checkMeasureTexts(line, texts)
    setErrors(found.errors)
    return Object.keys(found.errors).length === 0 ? found.values : null
  }
  return { line, texts, errors, change, show, check }
}
