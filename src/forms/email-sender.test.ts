import { describe, expect, it } from 'vitest'
import {
  EmailConfigError,
  EmailSendError,
  EmailUnreachableError,
  isRefusal,
  LOCAL_EMAIL,
  resolveEmailTarget,
} from './email-sender'

const env = {
  VITE_EMAILJS_SERVICE_ID: 'service_1',
  VITE_EMAILJS_PUBLIC_KEY: 'key_1',
  VITE_EMAILJS_TEMPLATE_QUOTE: 'template_quote',
  VITE_EMAILJS_TEMPLATE_CONTACT: 'template_contact',
  VITE_EMAILJS_TEMPLATE_NEWSLETTER: 'template_news',
}

describe('where each form is sent', () => {
  it("sends a fit report with its own template, the outbox's fit-report locally", () => {
    const withReport = { ...env, VITE_EMAILJS_TEMPLATE_FIT_REPORT: 'template_fit' }
    expect(resolveEmailTarget('fitReport', withReport).templateId).toBe('template_fit')
    expect(resolveEmailTarget('fitReport', {}).templateId).toBe('fit-report')
    expect(() => resolveEmailTarget('fitReport', env)).toThrow(/VITE_EMAILJS_TEMPLATE_FIT_REPORT/)
  })

  it('sends the quote list with the quote request template', () => {
    expect(resolveEmailTarget('quoteList', env)).toEqual(resolveEmailTarget('quote', env))
    expect(resolveEmailTarget('quoteList', env).templateId).toBe('template_quote')
    expect(resolveEmailTarget('quoteList', {}).templateId).toBe(LOCAL_EMAIL.templates.quote)
  })

  it("names the quote template's variable when the list cannot be sent", () => {
    const { VITE_EMAILJS_TEMPLATE_QUOTE: _, ...withoutQuote } = env
    expect(() => resolveEmailTarget('quoteList', withoutQuote)).toThrow(EmailConfigError)
    expect(() => resolveEmailTarget('quoteList', withoutQuote)).toThrow(
      /VITE_EMAILJS_TEMPLATE_QUOTE/,
    )
  })
})

describe('a refusal, which sending again as it is cannot mend', () => {
  it('is an answer of 4xx other than a timeout or a busy service', () => {
    const answered = (status: number) => isRefusal(new EmailSendError('EmailJS respondió', status))
    expect([400, 403, 422].map(answered)).toEqual([true, true, true])
    expect([408, 429, 500, 503].map(answered)).toEqual([false, false, false, false])
    expect(isRefusal(new EmailUnreachableError('sin señal'))).toBe(false)
    expect(isRefusal(new Error('400'))).toBe(false)
  })
})
