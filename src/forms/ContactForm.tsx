import { useState } from 'react'
import type { TemplateParams } from './email-sender'
import { refilled, SelectField, useBinder } from './fields'
import { type MessageAddition, useMessageAddition } from './message-addition'
import type { NoticeStyle } from './Notice'
import { PRODUCT_PLACEHOLDER, PRODUCTS } from './options'
import { MessageField, PERSON_RULES, PersonFields } from './PersonFields'
import { SendForm } from './SendForm'

type ContactValues = TemplateParams['contact']

export const EMPTY_CONTACT: ContactValues = {
  name: '',
  email: '',
  number: '',
  producto: '',
  message: '',
}

/**
 * The sales contact message: name, e-mail, phone, product and message, sent with the 'contact'
 * template. `addToMessage` adds a line to the message once the form is live (a spec row's
 * 'Cotizar').
 */
export function ContactForm({
  notice,
  addToMessage,
}: {
  notice: NoticeStyle
  addToMessage?: MessageAddition
}) {
  const [values, setValues] = useState(EMPTY_CONTACT)
  const bind = useBinder(values, setValues)
  useMessageAddition(addToMessage, setValues)
  return (
    <SendForm
      kind="contact"
      label="Contacto con ventas"
      params={values}
      rules={{
        name: PERSON_RULES.name,
        email: PERSON_RULES.email,
        number: PERSON_RULES.phone,
        message: 'required',
      }}
      noticeStyle={notice}
      submitLabel="Enviar mensaje"
      onSent={() => setValues(EMPTY_CONTACT)}
      onRestore={(fields) => setValues(refilled(EMPTY_CONTACT, fields))}
    >
      <PersonFields name={bind('name')} email={bind('email')} phone={bind('number')} />
      <SelectField
        binding={bind('producto')}
        label="Producto"
        placeholder={PRODUCT_PLACEHOLDER}
        options={PRODUCTS}
      />
      <MessageField binding={bind('message')} />
    </SendForm>
  )
}
