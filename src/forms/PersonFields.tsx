import { type Binding, TextField } from './fields'

/** Mexican phone numbers have ten digits. */
export const PHONE_MAX_LENGTH = 10

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
        maxLength={PHONE_MAX_LENGTH}
        autoComplete="tel-national"
        hint="10 dígitos."
      />
    </>
  )
}
