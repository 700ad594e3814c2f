import { MESSAGES } from '../../src/forms/messages'
import { MESSAGE_MAX_LENGTH } from '../../src/forms/validation'
import { waitForHydration } from './helpers'
import { findInOutbox, outboxEntries } from './outbox'
import { expect, type Page, test } from './test'

/** The forms' own field checks, the message limit and the send rate limit, in Chromium. */

const success = /¡Correo enviado con éxito!|¡Gracias por contactar con nosotros!/

async function quoteForm(page: Page) {
  await page.goto('/tornillo-caliper')
  await waitForHydration(page)
  const form = page.getByRole('form', { name: 'Solicitud de cotización' })
  await form.scrollIntoViewIfNeeded()
  return form
}

async function fill(form: ReturnType<Page['getByRole']>, values: Record<string, string>) {
  const labels: Record<string, RegExp> = {
    name: /^Nombre/,
    email: /^Correo electrónico/,
    phone: /^Teléfono/,
    message: /^Mensaje/,
  }
  for (const [field, value] of Object.entries(values))
    await form.getByLabel(labels[field] as RegExp).fill(value)
}

test('"juan@", a 4-digit phone and a name of spaces each get their own message; nothing is sent', async ({
  page,
}) => {
  const form = await quoteForm(page)
  const message = `Nada debe salir ${Date.now()}`
  await fill(form, { name: '   ', email: 'juan@', phone: '5512', message })
  await form.getByLabel(/Verificación local/).check()
  await form.getByRole('button', { name: 'Solicitar cotización' }).click()

  await expect(form.getByLabel(/^Nombre/)).toHaveAccessibleDescription(MESSAGES.required)
  await expect(form.getByLabel(/^Nombre/)).toBeFocused()
  await expect(form.getByLabel(/^Correo electrónico/)).toHaveAccessibleDescription(
    MESSAGES.invalid.email,
  )
  await expect(form.getByLabel(/^Teléfono/)).toHaveAccessibleDescription(
    `10 dígitos. ${MESSAGES.invalid.phone}`,
  )
  await page.waitForTimeout(500)
  expect((await outboxEntries()).some((e) => e.template_params.message === message)).toBe(false)

  // Fixing a field clears its message as the visitor types.
  await form.getByLabel(/^Teléfono/).fill('5512345678')
  await expect(form.getByLabel(/^Teléfono/)).toHaveAccessibleDescription('10 dígitos.')
})

test('the message box shows its limit and stops a 40,000-character paste there', async ({
  page,
}) => {
  const form = await quoteForm(page)
  const box = form.getByLabel(/^Mensaje/)
  await expect(form.getByText('0 de 2,000 caracteres')).toBeVisible()
  await box.focus()
  // Inserted as a paste is: the browser's maxlength cuts it at the limit.
  await page.keyboard.insertText('y'.repeat(40_000))
  await expect(box).toHaveValue('y'.repeat(MESSAGE_MAX_LENGTH))
  await expect(form.getByText('2,000 de 2,000 caracteres')).toBeVisible()
})

test('a second quote two seconds after the first is held back by the rate limit', async ({
  page,
}) => {
  const form = await quoteForm(page)
  const first = `Primera ${Date.now()}`
  const values = { email: 'ana@taller.mx', phone: '5512345678', message: 'Cotización' }
  await fill(form, { name: first, ...values })
  await form.getByLabel(/Verificación local/).check()
  await form.getByRole('button', { name: 'Solicitar cotización' }).click()
  await expect(page.getByText(success).first()).toBeVisible()
  await findInOutbox(first)
  await page.keyboard.press('Escape')

  await page.waitForTimeout(2000)
  const second = `Segunda ${Date.now()}`
  await fill(form, { name: second, ...values })
  await form.getByLabel(/Verificación local/).check()
  await form.getByRole('button', { name: 'Solicitar cotización' }).click()
  await expect(page.getByText(MESSAGES.rateLimited).first()).toBeVisible()
  await expect(form.getByLabel(/^Nombre/)).toHaveValue(second)
  await page.waitForTimeout(500)
  expect((await outboxEntries()).some((e) => e.template_params.name === second)).toBe(false)
})
