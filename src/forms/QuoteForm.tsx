import { useState } from 'react'
import type { TemplateParams } from './email-sender'
import { refilled, SelectField, useBinder } from './fields'
import { type MessageAddition, useMessageAddition } from './message-addition'
import type { NoticeStyle } from './Notice'
import { QUANTITIES, QUANTITY_PLACEHOLDER } from './options'
import { MessageField, PERSON_RULES, PersonFields, StateField } from './PersonFields'
import { SendForm } from './SendForm'

type QuoteValues = TemplateParams['quote']

export const EMPTY_QUOTE: QuoteValues = {
  name: '',
  email: '',
  phone: '',
  state: '',
  cantidad: '',
  message: '',
}

/**
 * The quote request: name, e-mail, phone, state, quantity and message, sent with the 'quote'
 * template. `message` starts the message (a product's page names its product there);
 * `addToMessage` adds a line to it once the form is live (a spec row's 'Cotizar').
 */
export function QuoteForm({
  notice,
  message = '',
  addToMessage,
}: {
  notice: NoticeStyle
  message?: string
  addToMessage?: MessageAddition
}) {
  const [values, setValues] = useState(() => ({ ...EMPTY_QUOTE, message }))
  const bind = useBinder(values, setValues)
  useMessageAddition(addToMessage, setValues)
  return (
    <SendForm
      kind="quote"
      label="Solicitud de cotización"
      params={values}
      rules={{ ...PERSON_RULES, message: 'required' }}
      noticeStyle={notice}
      submitLabel="Solicitar cotización"
      onSent={() => setValues({ ...EMPTY_QUOTE, message })}
      onRestore={(fields) => setValues(refilled({ ...EMPTY_QUOTE, message }, fields))}
    >
      <PersonFields name={bind('name')} email={bind('email')} phone={bind('phone')} />
      <StateField binding={bind('state')} />
      <SelectField
        binding={bind('cantidad')}
        label="Cantidad"
        placeholder={QUANTITY_PLACEHOLDER}
        options={QUANTITIES}
      />
      <MessageField binding={bind('message')} />
    </SendForm>
  )
}
