/** The site's forms: quote request, sales contact message and newsletter box. */
export { ContactForm } from './ContactForm'
export { NewsletterForm } from './NewsletterForm'
export type { NoticeStyle } from './Notice'
export { requestQuotePrefill } from './prefill'
export { QuoteForm } from './QuoteForm'
