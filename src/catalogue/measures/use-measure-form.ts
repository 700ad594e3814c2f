import { useCallback, useRef, useState } from 'react'
import type { MeasureErrors, MeasureTexts } from './measure-form'
import type { MeasuredLine, MeasureParam, MeasureValues } from './search-measures'

export type MeasureForm = {
  line: MeasuredLine
  texts: MeasureTexts
  errors: MeasureErrors
  /** How many checks found a bad value: after each, that field takes the focus (MeasureFields). */
  failedChecks: number
  change: (param: MeasureParam, text: string) => void
  /** Sets the texts to measures asked elsewhere (the URL changed), dropping any message. */
  show: (values: MeasureValues) => void
  /** The values typed, or null with each bad field's message shown (nothing typed is lost). */
  check: () => Promise<MeasureValues | null>
}

/** The texts a form starts with for measures already asked (from the URL). */
function measureTexts(values: MeasureValues): MeasureTexts {
  const texts: MeasureTexts = {}
  if (values.largo !== undefined) texts.largo = String(values.largo)
  if (values.diametro !== undefined) texts.diametro = String(values.diametro)
  if (values.rosca !== undefined) texts.rosca = values.rosca
  return texts
}

// The readers of typed measures (and their messages) load with the first check, not the page:
// the vehicle finder is in the home page's first load.
const readers = () => import('./measure-form')

/** The state of a measures form: the texts as typed and the messages of the last check. */
export function useMeasureForm(line: MeasuredLine, initial: MeasureValues = {}): MeasureForm {
  const [texts, setTexts] = useState(() => measureTexts(initial))
  const [errors, setErrors] = useState<MeasureErrors>({})
  const [failedChecks, setFailedChecks] = useState(0)
  const shown = useRef(errors)
  shown.current = errors
  const change = useCallback(
    (param: MeasureParam, text: string) => {
      setTexts((previous) => ({ ...previous, [param]: text }))
      // A message shown goes once the value reads; it changes while it still does not.
      if (shown.current[param] === undefined) return
      void readers().then(({ checkMeasureTexts }) => {
        const message = checkMeasureTexts(line, { [param]: text }).errors[param]
        setErrors((previous) => {
          const { [param]: _gone, ...rest } = previous
          return message === undefined ? rest : { ...previous, [param]: message }
        })
      })
    },
    [line],
  )
  const show = useCallback((values: MeasureValues) => {
    setTexts(measureTexts(values))
    setErrors({})
  }, [])
  const check = async () => {
    const { checkMeasureTexts } = await readers()
    const found = checkMeasureTexts(line, texts)
    setErrors(found.errors)
    if (Object.keys(found.errors).length === 0) return found.values
    setFailedChecks((count) => count + 1)
    return null
  }
  return { line, texts, errors, failedChecks, change, show, check }
}
