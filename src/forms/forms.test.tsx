import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { delay, HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { useState } from 'react'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithSettings } from '../../tests/form-test-utils'
import { ContactForm } from './ContactForm'
import { sendEmail, type TemplateParams } from './email-sender'
import { MESSAGES } from './messages'
import { NewsletterForm } from './NewsletterForm'
import { QuoteForm } from './QuoteForm'
import { HONEYPOT_NAME } from './SendForm'
import { SEND_DELIVERED_EVENT, SEND_REFUSED_EVENT } from './send-queue/key'
import { keepSend, pendingSends, sendPending } from './send-queue/queue'
import { MESSAGE_MAX_LENGTH } from './validation'

// The robot check is stubbed at its module boundary: the test decides when it passes or expires.
const robot = vi.hoisted(() => ({ resets: 0 }))
vi.mock('./robot-check', () => ({
  LOCAL_DEV_TOKEN: 'local-dev-token',
  useRobotCheck: () => {
    const [token, setToken] = useState<string | null>(null)
    return {
      token,
      reset: () => {
        robot.resets += 1
        setToken(null)
      },
      element: (
        <div>
          <button type="button" onClick={() => setToken('robot-token-123')}>
            Simular verificación
          </button>
          <button type="button" onClick={() => setToken(null)}>
            Simular expiración
          </button>
        </div>
      ),
    }
  },
}))

const EMAILJS_SEND = 'https://api.emailjs.com/api/v1.0/email/send'
type Sent = { url: string; body: Record<string, unknown> }
let sent: Sent[] = []
let respond: () => Response | Promise<Response> = () => new HttpResponse('OK', { status: 200 })

const server = setupServer(
  http.post(EMAILJS_SEND, async ({ request }) => {
    sent.push({ url: request.url, body: (await request.json()) as Record<string, unknown> })
    return respond()
  }),
  http.post('http://localhost:3000/api/v1.0/email/send', async ({ request }) => {
    sent.push({ url: request.url, body: (await request.json()) as Record<string, unknown> })
    return new HttpResponse('OK', { status: 200 })
  }),
)

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterAll(() => server.close())

const ENV = {
  VITE_EMAILJS_SERVICE_ID: 'service_fijamex',
  VITE_EMAILJS_TEMPLATE_QUOTE: 'template_quote',
  VITE_EMAILJS_TEMPLATE_CONTACT: 'template_contact',
  VITE_EMAILJS_TEMPLATE_NEWSLETTER: 'template_news',
  VITE_EMAILJS_PUBLIC_KEY: 'pk_public_123',
}

let consoleError: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  sent = []
  robot.resets = 0
  respond = () => new HttpResponse('OK', { status: 200 })
  window.localStorage.clear()
  window.sessionStorage.clear()
  for (const [name, value] of Object.entries(ENV)) vi.stubEnv(name, value)
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  vi.unstubAllEnvs()
  consoleError.mockRestore()
  server.resetHandlers()
})

const user = () => userEvent.setup()

/** What `fillQuote` sends: its values as the template receives them. */
const SENT_QUOTE = {
  name: 'Ana López',
  email: 'ana@taller.mx',
  phone: '5512345678',
  state: 'Jalisco',
  cantidad: '3K (envíos)',
  message: 'Necesito 3000 pernos PP-101',
}

async function fillQuote(u: ReturnType<typeof userEvent.setup>) {
  await u.type(screen.getByLabelText(/^Nombre/), 'Ana López')
  await u.type(screen.getByLabelText(/^Correo electrónico/), 'ana@taller.mx')
  await u.type(screen.getByLabelText(/^Teléfono/), '55 1234 5678')
  await u.selectOptions(screen.getByLabelText('Estado'), 'Jalisco')
  await u.selectOptions(screen.getByLabelText('Cantidad'), '3K (envíos)')
  await u.type(screen.getByLabelText(/^Mensaje/), 'Necesito 3000 pernos PP-101')
}

async function fillContact(u: ReturnType<typeof userEvent.setup>) {
  await u.type(screen.getByLabelText(/^Nombre/), 'Luis Pérez')
  await u.type(screen.getByLabelText(/^Correo electrónico/), ' luis@flotilla.mx ')
  await u.type(screen.getByLabelText(/^Teléfono/), '(33) 1234-5678')
  await u.selectOptions(screen.getByLabelText('Producto'), 'Kits de Freno')
  await u.type(screen.getByLabelText(/^Mensaje/), 'Busco kits para 20 unidades')
}

const submitQuote = () => screen.getByRole('button', { name: 'Solicitar cotización' })

describe('quote form (popup notices)', () => {
  it('renders every field with labels, the required marks and the business choices', () => {
    renderWithSettings(<QuoteForm notice="popup" />)
    expect(screen.getByLabelText('Nombre (obligatorio)')).toBeRequired()
    expect(screen.getByLabelText('Correo electrónico (obligatorio)')).toHaveAttribute(
      'autocomplete',
      'email',
    )
    const phone = screen.getByLabelText('Teléfono (obligatorio)')
    expect(phone).toHaveAttribute('type', 'tel')
    // A number written with its spaces ('55 1234 5678') is longer than its ten digits.
    expect(phone).not.toHaveAttribute('maxlength')
    expect(screen.getByLabelText('Mensaje (obligatorio)')).toBeRequired()
    const state = screen.getByLabelText('Estado')
    expect(state).not.toBeRequired()
    const states = within(state).getAllByRole('option')
    expect(states[0]).toHaveTextContent('Selecciona tu estado')
    expect(states).toHaveLength(33)
    expect(within(screen.getByLabelText('Cantidad')).getAllByRole('option').slice(1)).toHaveLength(
      4,
    )
    expect(screen.getByRole('link', { name: /aviso de privacidad/ })).toHaveAttribute(
      'href',
      '/aviso-de-privacidad',
    )
  })

  it('sends every field, the ids, the public key and the token, then resets and confirms', async () => {
    const u = user()
    let release!: () => void
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    respond = async () => {
      await gate
      return new HttpResponse('OK', { status: 200 })
    }
    renderWithSettings(<QuoteForm notice="popup" />)
    await fillQuote(u)
    await u.click(screen.getByRole('button', { name: 'Simular verificación' }))
    await u.click(submitQuote())

    const busy = await screen.findByRole('button', { name: 'Enviando...' })
    expect(busy).toBeDisabled()
    await act(async () => release())

    const dialog = await screen.findByRole('dialog', { name: '¡Correo enviado con éxito!' })
    expect(dialog).toHaveAccessibleDescription('Gracias por tu solicitud, pronto te contactaremos.')
    expect(sent).toHaveLength(1)
    expect(sent[0]?.body).toEqual({
      lib_version: '4.4.1',
      user_id: 'pk_public_123',
      service_id: 'service_fijamex',
      template_id: 'template_quote',
      template_params: {
        ...SENT_QUOTE,
        'g-recaptcha-response': 'robot-token-123',
      },
    })
    expect(screen.getByLabelText(/^Nombre/)).toHaveValue('')
    expect(screen.getByLabelText(/^Mensaje/)).toHaveValue('')
    expect(screen.getByLabelText('Estado')).toHaveValue('')
    expect(robot.resets).toBe(1)
    expect(screen.getByRole('button', { name: 'Solicitar cotización' })).toBeEnabled()

    await u.click(within(dialog).getByRole('button', { name: 'Cerrar' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('without the robot check it warns and sends nothing', async () => {
    const u = user()
    renderWithSettings(<QuoteForm notice="popup" />)
    await fillQuote(u)
    await u.click(submitQuote())
    const dialog = await screen.findByRole('dialog', { name: '¡Completa el reCAPTCHA!' })
    expect(dialog).toHaveTextContent('Por favor verifica que no eres un robot.')
    expect(sent).toHaveLength(0)
  })

  it('treats an expired robot check as not done', async () => {
    const u = user()
    renderWithSettings(<QuoteForm notice="popup" />)
    await fillQuote(u)
    await u.click(screen.getByRole('button', { name: 'Simular verificación' }))
    await u.click(screen.getByRole('button', { name: 'Simular expiración' }))
    await u.click(submitQuote())
    expect(await screen.findByRole('dialog', { name: '¡Completa el reCAPTCHA!' })).toBeVisible()
    expect(sent).toHaveLength(0)
  })

  it.each([
    ['a 400 answer', () => new HttpResponse('The template ID is invalid', { status: 400 })],
    ['a 500 answer', () => new HttpResponse('Internal error', { status: 500 })],
  ])('on %s it shows the error, keeps every field and logs it', async (_name, answer) => {
    const u = user()
    respond = answer
    renderWithSettings(<QuoteForm notice="popup" />)
    await fillQuote(u)
    await u.click(screen.getByRole('button', { name: 'Simular verificación' }))
    await u.click(submitQuote())

    const dialog = await screen.findByRole('dialog', { name: '¡Error!' })
    expect(dialog).toHaveAccessibleDescription(
      'Hubo un problema al enviar el formulario. Intenta más tarde.',
    )
    expect(within(dialog).getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      expect.stringContaining('https://wa.me/525553681427'),
    )
    expect(within(dialog).getByRole('link', { name: '55 5368 1427' })).toHaveAttribute(
      'href',
      'tel:+525553681427',
    )
    expect(screen.getByLabelText(/^Nombre/)).toHaveValue('Ana López')
    expect(screen.getByLabelText(/^Correo/)).toHaveValue('ana@taller.mx')
    // Kept as typed: only the send takes the ten digits.
    expect(screen.getByLabelText(/^Teléfono/)).toHaveValue('55 1234 5678')
    expect(screen.getByLabelText('Estado')).toHaveValue('Jalisco')
    expect(screen.getByLabelText('Cantidad')).toHaveValue('3K (envíos)')
    expect(screen.getByLabelText(/^Mensaje/)).toHaveValue('Necesito 3000 pernos PP-101')
    expect(consoleError).toHaveBeenCalled()
    expect(robot.resets).toBe(0)
    expect(submitQuote()).toBeEnabled()

    // The visitor can try again at once: the rate limit only holds after a send that worked.
    respond = () => new HttpResponse('OK', { status: 200 })
    await u.click(within(dialog).getByRole('button', { name: 'Cerrar' }))
    await u.click(submitQuote())
    expect(await screen.findByRole('dialog', { name: '¡Correo enviado con éxito!' })).toBeVisible()
  })

  it('without signal it keeps the send on the device and says so, every field kept', async () => {
    const u = user()
    respond = () => HttpResponse.error()
    renderWithSettings(<QuoteForm notice="popup" />)
    await fillQuote(u)
    await u.click(screen.getByRole('button', { name: 'Simular verificación' }))
    await u.click(submitQuote())

    const dialog = await screen.findByRole('dialog', { name: MESSAGES.popup.queued.title })
    expect(dialog).toHaveAccessibleDescription(MESSAGES.popup.queued.text)
    expect(screen.getByLabelText(/^Nombre/)).toHaveValue('Ana López')
    expect(screen.getByLabelText(/^Mensaje/)).toHaveValue('Necesito 3000 pernos PP-101')
    const kept = pendingSends()
    expect(kept).toHaveLength(1)
    expect(kept[0]).toMatchObject({
      kind: 'quote',
      robotToken: 'robot-token-123',
      params: { name: 'Ana López', phone: '5512345678' },
    })
    expect(robot.resets).toBe(0)

    // The signal returns: the delivery sends it once and the form confirms it as any send.
    respond = () => new HttpResponse('OK', { status: 200 })
    sent = []
    await u.click(within(dialog).getByRole('button', { name: 'Cerrar' }))
    const { sent: delivered } = await sendPending((entry) =>
      sendEmail(entry.kind, entry.params as TemplateParams['quote'], entry.robotToken, false),
    )
    act(() => {
      for (const entry of delivered)
        window.dispatchEvent(
          new CustomEvent(SEND_DELIVERED_EVENT, { detail: entry, cancelable: true }),
        )
    })
    expect(await screen.findByRole('dialog', { name: '¡Correo enviado con éxito!' })).toBeVisible()
    expect(sent).toHaveLength(1)
    expect(pendingSends()).toEqual([])
    expect(screen.getByLabelText(/^Nombre/)).toHaveValue('')
  })

  it('fills itself again with a kept send the service refused, for the visitor to check and send', async () => {
    const u = user()
    const params = SENT_QUOTE
    const page = window.location.pathname
    keepSend({ kind: 'quote', params, robotToken: 'caducado', page })
    keepSend({
      kind: 'quote',
      params: { ...params, name: 'Otra página' },
      robotToken: 't',
      page: '/otra',
    })
    await sendPending(
      async () => {
        throw new Error('refused')
      },
      undefined,
      () => true,
    )
    renderWithSettings(<QuoteForm notice="popup" />)

    const dialog = await screen.findByRole('dialog', { name: MESSAGES.popup.recheck.title })
    expect(dialog).toHaveAccessibleDescription(MESSAGES.popup.recheck.text)
    expect(screen.getByLabelText(/^Nombre/)).toHaveValue('Ana López')
    expect(screen.getByLabelText('Cantidad')).toHaveValue('3K (envíos)')
    expect(screen.getByLabelText(/^Mensaje/)).toHaveValue('Necesito 3000 pernos PP-101')
    expect(robot.resets).toBe(1)

    // Checked again and sent: it goes with the new token, and only this page's refusal is forgotten.
    await u.click(within(dialog).getByRole('button', { name: 'Cerrar' }))
    await u.click(screen.getByRole('button', { name: 'Simular verificación' }))
    await u.click(submitQuote())
    expect(await screen.findByRole('dialog', { name: '¡Correo enviado con éxito!' })).toBeVisible()
    expect(sent).toHaveLength(1)
    expect(sent[0]?.body.template_params).toMatchObject({
      name: 'Ana López',
      'g-recaptcha-response': 'robot-token-123',
    })
    expect(pendingSends().map((entry) => entry.page)).toEqual(['/otra'])

    // A refusal of another page's form is left to that page.
    act(() => {
      window.dispatchEvent(
        new CustomEvent(SEND_REFUSED_EVENT, { detail: pendingSends()[0], cancelable: true }),
      )
    })
    expect(screen.getByLabelText(/^Nombre/)).toHaveValue('')
  })

  it('names a missing EmailJS id in the console and the notice, and sends nothing', async () => {
    const u = user()
    vi.stubEnv('VITE_EMAILJS_TEMPLATE_QUOTE', '')
    renderWithSettings(<QuoteForm notice="popup" />)
    await fillQuote(u)
    await u.click(screen.getByRole('button', { name: 'Simular verificación' }))
    await u.click(submitQuote())
    const dialog = await screen.findByRole('dialog', { name: '¡Error!' })
    expect(dialog).toHaveTextContent('VITE_EMAILJS_TEMPLATE_QUOTE')
    expect(consoleError).toHaveBeenCalledWith(
      expect.any(String),
      expect.objectContaining({
        message: expect.stringContaining('VITE_EMAILJS_TEMPLATE_QUOTE'),
      }),
    )
    expect(sent).toHaveLength(0)
    expect(screen.getByLabelText(/^Nombre/)).toHaveValue('Ana López')
  })

  it('marks empty required fields, ties the error to them and focuses the first', async () => {
    const u = user()
    renderWithSettings(<QuoteForm notice="popup" />)
    await u.type(screen.getByLabelText(/^Correo/), 'ana@taller.mx')
    await u.click(screen.getByRole('button', { name: 'Simular verificación' }))
    await u.click(submitQuote())
    const name = screen.getByLabelText(/^Nombre/)
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(name).toHaveAccessibleDescription('Este campo es obligatorio.')
    expect(name).toHaveFocus()
    expect(screen.getByLabelText(/^Correo/)).not.toHaveAttribute('aria-invalid')
    expect(screen.getByLabelText(/^Mensaje/)).toHaveAttribute('aria-invalid', 'true')
    expect(sent).toHaveLength(0)
    await u.type(name, 'Ana')
    expect(name).not.toHaveAttribute('aria-invalid')
    expect(name).toHaveValue('Ana')
  })

  it('drops a send silently when the honeypot is filled, but shows success', async () => {
    const u = user()
    const { container } = renderWithSettings(<QuoteForm notice="popup" />)
    await fillQuote(u)
    const honeypot = container.querySelector(`input[name="${HONEYPOT_NAME}"]`) as HTMLInputElement
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull()
    honeypot.value = 'http://spam.example'
    await u.click(screen.getByRole('button', { name: 'Simular verificación' }))
    await u.click(submitQuote())
    expect(await screen.findByRole('dialog', { name: '¡Correo enviado con éxito!' })).toBeVisible()
    expect(sent).toHaveLength(0)
  })

  it('starts the message with the text it is given (a product page names its product)', async () => {
    const u = user()
    renderWithSettings(<QuoteForm notice="popup" message="Cotización de PP-101 – Perno Tsuru" />)
    const message = screen.getByLabelText(/^Mensaje/)
    expect(message).toHaveValue('Cotización de PP-101 – Perno Tsuru')
    await u.type(message, ' x 20')
    expect(message).toHaveValue('Cotización de PP-101 – Perno Tsuru x 20')
  })

  it('a double click sends once', async () => {
    const u = user()
    respond = async () => {
      await delay(50)
      return new HttpResponse('OK', { status: 200 })
    }
    renderWithSettings(<QuoteForm notice="popup" />)
    await fillQuote(u)
    await u.click(screen.getByRole('button', { name: 'Simular verificación' }))
    await u.dblClick(submitQuote())
    await screen.findByRole('dialog', { name: '¡Correo enviado con éxito!' })
    expect(sent).toHaveLength(1)
  })
})

describe('contact form (inline notices)', () => {
  it('sends name, email, number, producto, message and the token; shows the inline success', async () => {
    const u = user()
    renderWithSettings(<ContactForm notice="inline" />)
    expect(within(screen.getByLabelText('Producto')).getAllByRole('option')[0]).toHaveTextContent(
      'Producto de interés',
    )
    await fillContact(u)
    await u.click(screen.getByRole('button', { name: 'Simular verificación' }))
    await u.click(screen.getByRole('button', { name: 'Enviar mensaje' }))
    const status = await screen.findByRole('status')
    expect(status).toHaveTextContent(MESSAGES.inline.success)
    expect(status.querySelector('[data-icon="check"]')).not.toBeNull()
    expect(sent[0]?.body).toMatchObject({
      service_id: 'service_fijamex',
      template_id: 'template_contact',
      user_id: 'pk_public_123',
      template_params: {
        name: 'Luis Pérez',
        email: 'luis@flotilla.mx',
        number: '3312345678',
        producto: 'Kits de Freno',
        message: 'Busco kits para 20 unidades',
        'g-recaptcha-response': 'robot-token-123',
      },
    })
    expect(screen.getByLabelText(/^Nombre/)).toHaveValue('')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('warns inline without the robot check, then clears the warning on the next submit', async () => {
    const u = user()
    renderWithSettings(<ContactForm notice="inline" />)
    await fillContact(u)
    await u.click(screen.getByRole('button', { name: 'Enviar mensaje' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Por favor verifica el reCAPTCHA antes de enviar.')
    expect(alert.querySelector('[data-icon="exclamation"]')).not.toBeNull()
    await u.click(screen.getByRole('button', { name: 'Simular verificación' }))
    await u.click(screen.getByRole('button', { name: 'Enviar mensaje' }))
    await screen.findByRole('status')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('shows the inline error, keeps the fields and offers WhatsApp and the phone', async () => {
    const u = user()
    respond = () => new HttpResponse('Bad', { status: 500 })
    renderWithSettings(<ContactForm notice="inline" />)
    await fillContact(u)
    await u.click(screen.getByRole('button', { name: 'Simular verificación' }))
    await u.click(screen.getByRole('button', { name: 'Enviar mensaje' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(
      'Hubo un problema al enviar el formulario. Intenta nuevamente más tarde.',
    )
    expect(within(alert).getByRole('link', { name: /WhatsApp/ })).toBeVisible()
    expect(screen.getByLabelText('Producto')).toHaveValue('Kits de Freno')
    expect(screen.getByLabelText(/^Mensaje/)).toHaveValue('Busco kits para 20 unidades')
    expect(consoleError).toHaveBeenCalled()
  })

  it('with no EmailJS variables at all, sends to the local outbox on this origin', async () => {
    const u = user()
    for (const name of Object.keys(ENV)) vi.stubEnv(name, '')
    renderWithSettings(<ContactForm notice="inline" />)
    await fillContact(u)
    await u.click(screen.getByRole('button', { name: 'Simular verificación' }))
    await u.click(screen.getByRole('button', { name: 'Enviar mensaje' }))
    await screen.findByRole('status')
    expect(sent[0]?.url).toBe('http://localhost:3000/api/v1.0/email/send')
    expect(sent[0]?.body).toMatchObject({
      user_id: 'local-outbox',
      service_id: 'local',
      template_id: 'contact',
    })
  })
})

describe('newsletter box', () => {
  it('sends the e-mail with its own template and confirms inline', async () => {
    const u = user()
    renderWithSettings(<NewsletterForm />)
    const email = screen.getByLabelText(/^Correo electrónico/)
    expect(email).toHaveAttribute('type', 'email')
    expect(email).toBeRequired()
    await u.type(email, 'compras@refaccionaria.mx')
    await u.click(screen.getByRole('button', { name: 'Suscribirme' }))
    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.newsletterSuccess)
    expect(sent[0]?.body).toMatchObject({
      template_id: 'template_news',
      template_params: { email: 'compras@refaccionaria.mx' },
    })
    expect(email).toHaveValue('')
  })

  it('shows the inline error on failure and keeps the e-mail', async () => {
    const u = user()
    respond = () => new HttpResponse('Bad', { status: 400 })
    renderWithSettings(<NewsletterForm />)
    await u.type(screen.getByLabelText(/^Correo electrónico/), 'compras@refaccionaria.mx')
    await u.click(screen.getByRole('button', { name: 'Suscribirme' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.inline.error)
    await waitFor(() =>
      expect(screen.getByLabelText(/^Correo electrónico/)).toHaveValue('compras@refaccionaria.mx'),
    )
  })
})

describe('field checks: the right message for each invalid field', () => {
  async function submitQuoteWith(values: {
    name?: string
    email?: string
    phone?: string
    message?: string
  }) {
    const u = user()
    renderWithSettings(<QuoteForm notice="popup" />)
    for (const [label, value] of [
      [/^Nombre/, values.name ?? 'Ana López'],
      [/^Correo electrónico/, values.email ?? 'ana@taller.mx'],
      [/^Teléfono/, values.phone ?? '5512345678'],
      [/^Mensaje/, values.message ?? 'Necesito pernos'],
    ] as const) {
      if (value) await u.type(screen.getByLabelText(label), value)
    }
    await u.click(screen.getByRole('button', { name: 'Simular verificación' }))
    await u.click(submitQuote())
    return u
  }

  it('refuses an e-mail without a domain with an e-mail message, not "obligatorio"', async () => {
    await submitQuoteWith({ email: 'juan@' })
    const email = screen.getByLabelText(/^Correo electrónico/)
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(email).toHaveAccessibleDescription(MESSAGES.invalid.email)
    expect(email).toHaveFocus()
    expect(sent).toHaveLength(0)
  })

  it.each([
    ['four digits', '5512'],
    ['letters', '55abc12345'],
    ['an emoji', '551234567😀'],
    ['eleven digits', '55 1234 56789'],
    ['another country code', '+1 555 123 4567'],
  ])('refuses a phone with %s: exactly ten digits', async (_name, phone) => {
    await submitQuoteWith({ phone })
    const field = screen.getByLabelText(/^Teléfono/)
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(field).toHaveAccessibleDescription(`10 dígitos. ${MESSAGES.invalid.phone}`)
    expect(sent).toHaveLength(0)
  })

  it('counts a field of only spaces as empty, and sends trimmed values', async () => {
    const u = await submitQuoteWith({ name: '   ', message: '  \n  ' })
    expect(screen.getByLabelText(/^Nombre/)).toHaveAccessibleDescription(MESSAGES.required)
    expect(screen.getByLabelText(/^Mensaje/)).toHaveAttribute('aria-invalid', 'true')
    expect(sent).toHaveLength(0)
    await u.type(screen.getByLabelText(/^Nombre/), ' Ana ')
    await u.type(screen.getByLabelText(/^Mensaje/), 'Hola')
    await u.click(submitQuote())
    await screen.findByRole('dialog', { name: '¡Correo enviado con éxito!' })
    expect(sent[0]?.body).toMatchObject({ template_params: { name: 'Ana', message: 'Hola' } })
  })

  it('shows the message limit and a counter, and stops at the limit', async () => {
    const u = user()
    renderWithSettings(<ContactForm notice="inline" />)
    const message = screen.getByLabelText(/^Mensaje/)
    expect(message).toHaveAttribute('maxlength', String(MESSAGE_MAX_LENGTH))
    expect(message).toHaveAccessibleDescription('0 de 2,000 caracteres')
    await u.type(message, 'Hola')
    expect(message).toHaveAccessibleDescription('4 de 2,000 caracteres')
    await u.click(message)
    await u.paste('x'.repeat(40_000))
    expect(message).toHaveValue(`Hola${'x'.repeat(MESSAGE_MAX_LENGTH - 4)}`)
    expect(message).toHaveAccessibleDescription('2,000 de 2,000 caracteres')
  })

  it('the newsletter names a malformed e-mail as such', async () => {
    const u = user()
    renderWithSettings(<NewsletterForm />)
    await u.type(screen.getByLabelText(/^Correo electrónico/), 'compras@refaccionaria')
    await u.click(screen.getByRole('button', { name: 'Suscribirme' }))
    expect(screen.getByLabelText(/^Correo electrónico/)).toHaveAccessibleDescription(
      MESSAGES.invalid.email,
    )
    expect(sent).toHaveLength(0)
  })
})

describe('rate limit', () => {
  it('refuses a second quote a few seconds after the first, and says to wait', async () => {
    const u = user()
    renderWithSettings(<QuoteForm notice="popup" />)
    await fillQuote(u)
    await u.click(screen.getByRole('button', { name: 'Simular verificación' }))
    await u.click(submitQuote())
    const ok = await screen.findByRole('dialog', { name: '¡Correo enviado con éxito!' })
    await u.click(within(ok).getByRole('button', { name: 'Cerrar' }))
    await fillQuote(u)
    await u.click(screen.getByRole('button', { name: 'Simular verificación' }))
    await u.click(submitQuote())
    const refused = await screen.findByRole('dialog', { name: '¡Error!' })
    expect(refused).toHaveTextContent(MESSAGES.rateLimited)
    expect(sent).toHaveLength(1)
    // Trying again at once is still refused: a refusal does not clear the limit.
    await u.click(within(refused).getByRole('button', { name: 'Cerrar' }))
    await u.click(submitQuote())
    await screen.findByRole('dialog', { name: '¡Error!' })
    expect(sent).toHaveLength(1)
    expect(screen.getByLabelText(/^Nombre/)).toHaveValue('Ana López')
  })
})
