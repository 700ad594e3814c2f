import { useState } from 'react'
import styles from './Form.module.css'
import { refilled, TextField, useBinder } from './fields'
import { MESSAGES } from './messages'
import { SendForm } from './SendForm'

/** The newsletter box: one required e-mail field, sent with the 'newsletter' template. */
export function NewsletterForm() {
  const [values, setValues] = useState({ email: '' })
  const bind = useBinder(values, setValues)
  return (
    <SendForm
      kind="newsletter"
      label="Suscripción al boletín"
      className={styles.newsletter}
      params={values}
      rules={{ email: 'email' }}
      noticeStyle="inline"
      robotCheck={false}
      submitLabel="Suscribirme"
      successText={MESSAGES.newsletterSuccess}
      onSent={() => setValues({ email: '' })}
      onRestore={(fields) => setValues(refilled({ email: '' }, fields))}
    >
      <TextField
        binding={bind('email')}
        label="Correo electrónico"
        required
        type="email"
        autoComplete="email"
        autoCapitalize="off"
        spellCheck={false}
      />
    </SendForm>
  )
}
