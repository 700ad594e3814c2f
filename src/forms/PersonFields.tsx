import { type Binding, SelectField, TextAreaField, TextField } from './fields'
import { MEXICAN_STATES, STATE_PLACEHOLDER } from './options'
import { type FieldRule, MESSAGE_MAX_LENGTH } from './validation'

/** The checks of the person fields, by their names in the quote form. */
export const PERSON_RULES = {
  name: 'required',
  email: 'email',
  phone: 'phone',
} as const satisfies Record<string, FieldRule>

/**
 * Who is asking: name, e-mail and phone, the same in the quote and the contact form (the phone's
 * template parameter is `phone` in one and `number` in the other).
 */
export function PersonFields(props: { name: Binding; email: Binding; phone: Binding }) {
  return (
    <>
      <TextField binding={props.name} label="Nombre" required autoComplete="name" />
      <TextField
        binding={props.email}
        label="Correo electrónico"
        required
        inputMode="email"
        autoComplete="email"
        autoCapitalize="off"
        spellCheck={false}
      />
      <TextField
        binding={props.phone}
        label="Teléfono"
        required
        type="tel"
        autoComplete="tel-national"
        hint="10 dígitos."
      />
    </>
  )
}

/** The message both forms end with: required, at most MESSAGE_MAX_LENGTH characters. */
export function MessageField({ binding }: { binding: Binding }) {
  return <TextAreaField binding={binding} label="Mensaje" required maxLength={MESSAGE_MAX_LENGTH} />
}

/** The buyer's state, one of the 32 (the quote list requires it: it decides shipping). */
export function StateField({ binding, required }: { binding: Binding; required?: boolean }) {
  return (
    <SelectField
      binding={binding}
      label="Estado"
      required={required}
      placeholder={STATE_PLACEHOLDER}
      options={MEXICAN_STATES}
      autoComplete="address-level1"
    />
  )
}
