import { useContext, useEffect, useId, useRef, useState } from 'react'
import formStyles from '../Form.module.css'
import {
  FieldStateContext,
  refilled,
  SelectField,
  TextAreaField,
  TextField,
  useBinder,
} from '../fields'
import { SendForm } from '../SendForm'
import { MESSAGE_MAX_LENGTH } from '../validation'
import styles from './FitReport.module.css'
import {
  EMPTY_FIT_REPORT,
  FIT_ANSWERS,
  type FitReportContext,
  fitReportParams,
  fitReportRules,
  vehicleText,
} from './fit-report-params'

/**
 * The report itself, loaded when a button of FitReportOffer opens it: "¿Te quedó?" (yes or no,
 * what happened) or "No encuentro mi vehículo" (make, model, year, what is needed), then a name
 * and a way to answer if the buyer wants one, the robot check, and the forms' own notices.
 */
export default function FitReportForm({
  context,
  parts,
}: {
  context: FitReportContext
  /** The parts to choose among, when the page is not one part's (the results for a vehicle). */
  parts?: readonly string[]
}) {
  const [values, setValues] = useState(EMPTY_FIT_REPORT)
  const bind = useBinder(values, setValues)
  const first = useRef<HTMLDivElement>(null)
  // Opened by a tap: the form's first field takes the focus.
  useEffect(() => {
    first.current
      ?.closest('form')
      ?.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea')
      ?.focus()
  }, [])
  const fit = context.kind === 'fit'
  return (
    <SendForm
      kind="fitReport"
      label={fit ? '¿Te quedó?' : 'No encuentro mi vehículo'}
      params={fitReportParams(values, context)}
      rules={fitReportRules(values, context)}
      noticeStyle="inline"
      submitLabel="Enviar reporte"
      onSent={() => setValues(EMPTY_FIT_REPORT)}
      fields={values}
      onRestore={(fields) => setValues(refilled(EMPTY_FIT_REPORT, fields))}
    >
      <div ref={first} className={formStyles.wide}>
        {fit ? (
          <FitFacts context={context} />
        ) : (
          <p className={styles.lead}>
            Dinos qué auto es y qué pieza buscas: lo revisamos y te decimos si la tenemos o la
            fabricamos.
          </p>
        )}
      </div>
      {fit && context.part === undefined && parts && (
        <SelectField
          binding={bind('part')}
          label="Pieza"
          required
          placeholder="Elige la pieza"
          options={parts}
        />
      )}
      {fit && <FitAnswer binding={bind('report')} />}
      {fit && context.vehicle === undefined && (
        <TextField
          binding={bind('vehicle')}
          label="Vehículo (marca, modelo y año)"
          required
          autoComplete="off"
          placeholder="Ej. Nissan Tsuru 2005"
        />
      )}
      {!fit && (
        <>
          <TextField binding={bind('make')} label="Marca" required placeholder="Ej. Chevrolet" />
          <TextField binding={bind('model')} label="Modelo" required placeholder="Ej. Chevy" />
          <TextField
            binding={bind('year')}
            label="Año"
            required
            inputMode="numeric"
            placeholder="Ej. 2008"
          />
        </>
      )}
      <TextAreaField
        binding={bind('message')}
        label={
          fit
            ? values.report === 'No le quedó'
              ? '¿Qué pasó?'
              : '¿Qué pasó? (opcional)'
            : '¿Qué pieza necesitas?'
        }
        required={!fit || values.report === 'No le quedó'}
        maxLength={MESSAGE_MAX_LENGTH}
        rows={3}
      />
      <TextField binding={bind('name')} label="Nombre (opcional)" autoComplete="name" />
      <TextField
        binding={bind('contact')}
        label="Correo o teléfono (opcional)"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        hint="Solo si quieres que te respondamos."
      />
    </SendForm>
  )
}

/** The part and the vehicle the page already knows, said rather than asked. */
function FitFacts({ context }: { context: FitReportContext }) {
  const car = context.vehicle
  const facts = [
    context.part && { label: 'Pieza', value: context.part },
    car && { label: 'Vehículo', value: vehicleText(car) },
  ].filter((fact): fact is { label: string; value: string } => Boolean(fact))
  return (
    <>
      <p className={styles.lead}>
        Cuéntanos si la pieza le quedó a tu auto: con tu reporte el catálogo acierta más.
      </p>
      {facts.length > 0 && (
        <dl className={styles.facts}>
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </>
  )
}

/** Sí or No, as two large radio buttons; its message beside it after a check. */
function FitAnswer({ binding }: { binding: ReturnType<ReturnType<typeof useBinder>> }) {
  const { idPrefix, errors, revalidate } = useContext(FieldStateContext)
  const legend = `${useId()}-quedo`
  const error = errors.get(binding.name)
  const errorId = `${idPrefix}-${binding.name}-error`
  return (
    <fieldset
      className={`${styles.answer} ${formStyles.wide}`}
      aria-labelledby={legend}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend id={legend} className={formStyles.label}>
        ¿Te quedó? <span className={formStyles.required}>(obligatorio)</span>
      </legend>
      <div className={styles.choices}>
        {FIT_ANSWERS.map((answer) => (
          <label key={answer} className={styles.choice}>
            <input
              type="radio"
              name={binding.name}
              value={answer}
              checked={binding.value === answer}
              onChange={(event) => {
                binding.onChange(event)
                if (error) revalidate(binding.name, answer)
              }}
            />
            {answer === 'Le quedó' ? 'Sí, le quedó' : 'No le quedó'}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className={formStyles.error}>
          {error}
        </p>
      )}
    </fieldset>
  )
}
