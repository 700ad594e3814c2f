import { useState } from 'react'
import type { TemplateParams } from './email-sender'
import { SelectField, TextAreaField, useBinder } from './fields'
import type { NoticeStyle } from './Notice'
import { PRODUCT_PLACEHOLDER, PRODUCTS } from './options'
import { PersonFields } from './PersonFields'
import { SendForm } from './SendForm'

type ContactValues = TemplateParams['contact']

export const EMPTY_CONTACT: ContactValues = {
  name: '',
  email: '',
  number: '',
  producto: '',
  message: '',
}

/** The sales contact message: name, e-mail, phone, product and message, sent with the 'contact' template. */
export function ContactForm({ notice }: { notice: NoticeStyle }) {
  const [values, setValues] = useState(EMPTY_CONTACT)
  const bind = useBinder(values, setValues)
  return (
    <SendForm
      kind="contact"
      label="Contacto con ventas"
      params={values}
      noticeStyle={notice}
      submitLabel="Enviar mensaje"
      onSent={() => setValues(EMPTY_CONTACT)}
    >
      <PersonFields name={bind('name')} email={bind('email')} phone={bind('number')} />
      <SelectField
        binding={bind('producto')}
        label="Producto"
        placeholder={PRODUCT_PLACEHOLDER}
        options={PRODUCTS}
      />
      <TextAreaField binding={bind('message')} label="Mensaje" required />
    </SendForm>
  )
}
