import type { TemplateParams } from '../forms/email-sender'
import { refilled, TextAreaField, TextField, useBinder } from '../forms/fields'
import { PERSON_RULES, PersonFields, StateField } from '../forms/PersonFields'
import { SendForm } from '../forms/SendForm'
import { type FieldRule, MESSAGE_MAX_LENGTH } from '../forms/validation'
import type { QuoteLine } from '../quote-list/line'
import { listData, listMessage, listSummary } from '../quote-list/list-text'

/** What the buyer types on the list's page. */
export type BuyerDetails = Pick<
  TemplateParams['quoteList'],
  'name' | 'company' | 'email' | 'phone' | 'state' | 'rfc'
> & { comments: string }

export const EMPTY_BUYER: BuyerDetails = {
  name: '',
  company: '',
  email: '',
  phone: '',
  state: '',
  rfc: '',
  comments: '',
}

/** The RFC's length for a person (a company's has 12). */
const RFC_MAX_LENGTH = 13

/** The checks of the list's form: the person's as in every form, the state, the RFC if given. */
export const LIST_RULES = {
  ...PERSON_RULES,
  state: 'required',
  rfc: 'rfc',
} as const satisfies Partial<Record<keyof TemplateParams['quoteList'], FieldRule>>

/** The list's send: one request with every line, through the quote request's template. */
export function listParams(
  lines: readonly QuoteLine[],
  buyer: BuyerDetails,
): TemplateParams['quoteList'] {
  return {
    name: buyer.name,
    email: buyer.email,
    phone: buyer.phone,
    state: buyer.state,
    company: buyer.company,
    rfc: buyer.rfc.trim().toUpperCase(),
    cantidad: listSummary(lines),
    message: listMessage(lines, buyer),
    lines: listData(lines),
  }
}

/**
 * The buyer's details and the send: name, e-mail, phone (as in every form), company (optional),
 * state (required: it decides shipping), RFC (optional, checked when given), comments.
 */
export function QuoteListForm({
  lines,
  buyer,
  setBuyer,
  beforeSend,
  onSent,
}: {
  lines: readonly QuoteLine[]
  buyer: BuyerDetails
  setBuyer: (update: (previous: BuyerDetails) => BuyerDetails) => void
  beforeSend: () => boolean
  onSent: (sent?: Record<string, string>) => void
}) {
  const bind = useBinder(buyer, setBuyer)
  return (
    <SendForm
      kind="quoteList"
      label="Enviar mi cotización"
      params={listParams(lines, buyer)}
      rules={LIST_RULES}
      noticeStyle="inline"
      submitLabel="Enviar solicitud"
      beforeSend={beforeSend}
      onSent={onSent}
      fields={buyer}
      onRestore={(fields) => setBuyer(() => refilled(EMPTY_BUYER, fields))}
    >
      <PersonFields name={bind('name')} email={bind('email')} phone={bind('phone')} />
      <TextField binding={bind('company')} label="Empresa o taller" autoComplete="organization" />
      <StateField binding={bind('state')} required />
      <TextField
        binding={bind('rfc')}
        label="RFC"
        maxLength={RFC_MAX_LENGTH}
        autoCapitalize="characters"
        spellCheck={false}
        hint="Opcional, si necesitas factura."
      />
      <TextAreaField
        binding={bind('comments')}
        label="Comentarios"
        maxLength={MESSAGE_MAX_LENGTH}
        rows={3}
      />
    </SendForm>
  )
}
