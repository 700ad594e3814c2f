import { MESSAGES } from '../../src/forms/messages'
import { type PagePath, pagePaths } from '../../src/site/pages'
import { pageContent } from './content'
import { waitForHydration } from './helpers'
import { findInOutbox, outboxEntries } from './outbox'
import { expect, type Page, test } from './test'

/**
 * The forms end to end, on the embedded defaults: no EmailJS variables (the SDK posts to the
 * local outbox of `npm run serve`) and no reCAPTCHA site key (the local development check).
 */

const successNotice = /¡Correo enviado con éxito!|¡Gracias por contactar con nosotros!/
const errorNotice =
  /Hubo un problema al enviar el formulario\. Intenta (más tarde|nuevamente más tarde)\./

async function open(page: Page, path: string) {
  await page.goto(path)
  await waitForHydration(page)
}

// The failure test switches the shared outbox to failing: run this file's tests one at a time.
test.describe.configure({ mode: 'serial' })

test('a quote request arrives in the outbox with every field', async ({ page }) => {
  const name = `Ana E2E ${Date.now()}`
  await open(page, '/tornillo-caliper')
  const form = page.getByRole('form', { name: 'Solicitud de cotización' })
  await form.scrollIntoViewIfNeeded()
  await form.getByLabel(/^Nombre/).fill(name)
  await form.getByLabel(/^Correo electrónico/).fill(' ana@taller.mx ')
  // As the site prints its own number: nothing cut, sent as its ten digits.
  await form.getByLabel(/^Teléfono/).fill('55 1234 5678')
  await expect(form.getByLabel(/^Teléfono/)).toHaveValue('55 1234 5678')
  await form.getByLabel('Estado').selectOption('Nuevo León')
  await form.getByLabel('Cantidad').selectOption('3K (envíos)')
  await form.getByLabel(/^Mensaje/).fill('Tornillos caliper para 40 unidades')

  // Without the robot check nothing is sent.
  await form.getByRole('button', { name: 'Solicitar cotización' }).click()
  await expect(page.getByText(/Por favor verifica/).first()).toBeVisible()
  await page.keyboard.press('Escape')

  await form.getByLabel(/Verificación local/).check()
  await form.getByRole('button', { name: 'Solicitar cotización' }).click()
  await expect(page.getByText(successNotice).first()).toBeVisible()
  await expect(form.getByLabel(/^Nombre/)).toHaveValue('')

  const entry = await findInOutbox(name)
  expect(entry).toEqual(
    expect.objectContaining({
      template_id: 'quote',
      template_params: {
        name,
        email: 'ana@taller.mx',
        phone: '5512345678',
        state: 'Nuevo León',
        cantidad: '3K (envíos)',
        message: 'Tornillos caliper para 40 unidades',
        'g-recaptcha-response': 'local-dev-token',
      },
    }),
  )
})

test('a contact message arrives in the outbox with every field', async ({ page }) => {
  const name = `Luis E2E ${Date.now()}`
  await open(page, '/contacto-ventas-pernos-birlos')
  const form = page.getByRole('form', { name: 'Contacto con ventas' })
  await form.scrollIntoViewIfNeeded()
  await form.getByLabel(/^Nombre/).fill(name)
  await form.getByLabel(/^Correo electrónico/).fill('luis@flotilla.mx')
  await form.getByLabel(/^Teléfono/).fill('(55) 1234-5678')
  await form.getByLabel('Producto').selectOption('Seguros (interior y exterior)')
  await form.getByLabel(/^Mensaje/).fill('Seguros tipo E, 500 piezas')
  await form.getByLabel(/Verificación local/).check()
  await form.getByRole('button', { name: 'Enviar mensaje' }).click()
  await expect(page.getByText(successNotice).first()).toBeVisible()

  const entry = await findInOutbox(name)
  expect(entry?.template_id).toBe('contact')
  expect(entry?.template_params).toEqual({
    name,
    email: 'luis@flotilla.mx',
    number: '5512345678',
    producto: 'Seguros (interior y exterior)',
    message: 'Seguros tipo E, 500 piezas',
    'g-recaptcha-response': 'local-dev-token',
  })
})

test('a failed send keeps every field and shows the error notice', async ({ page, request }) => {
  const name = `Falla E2E ${Date.now()}`
  await request.post('/api/v1.0/email/__fail', { data: { fail: true } })
  try {
    await open(page, '/contacto-ventas-pernos-birlos')
    const form = page.getByRole('form', { name: 'Contacto con ventas' })
    await form.getByLabel(/^Nombre/).fill(name)
    await form.getByLabel(/^Correo electrónico/).fill('falla@flotilla.mx')
    await form.getByLabel(/^Teléfono/).fill('3300000000')
    await form.getByLabel('Producto').selectOption('Casquillos')
    await form.getByLabel(/^Mensaje/).fill('Esto no debe perderse')
    await form.getByLabel(/Verificación local/).check()
    await form.getByRole('button', { name: 'Enviar mensaje' }).click()

    await expect(page.getByText(errorNotice).first()).toBeVisible()
    await expect(page.getByRole('link', { name: /WhatsApp/ }).first()).toBeVisible()
    await expect(form.getByLabel(/^Nombre/)).toHaveValue(name)
    await expect(form.getByLabel(/^Correo electrónico/)).toHaveValue('falla@flotilla.mx')
    await expect(form.getByLabel(/^Teléfono/)).toHaveValue('3300000000')
    await expect(form.getByLabel('Producto')).toHaveValue('Casquillos')
    await expect(form.getByLabel(/^Mensaje/)).toHaveValue('Esto no debe perderse')
    await expect(form.getByRole('button', { name: 'Enviar mensaje' })).toBeEnabled()
    expect((await outboxEntries()).some((entry) => entry.template_params.name === name)).toBe(false)
  } finally {
    await request.post('/api/v1.0/email/__fail', { data: { fail: false } })
  }
})

type FormSection = { _type: 'quoteForm'; form: 'quote' | 'contact'; notice: 'popup' | 'inline' }

async function formsOn(path: PagePath): Promise<FormSection[]> {
  const content = await pageContent(path)
  return content.sections.filter((section) => section._type === 'quoteForm') as FormSection[]
}

/** A phone as people write it; every form sends it as 5512345678. */
const WRITTEN_PHONES = ['55 1234 5678', '+52 55 1234 5678', '(55) 1234-5678']

async function fillForm(page: Page, kind: FormSection['form'], name: string, phone: string) {
  const form = page.getByRole('form', {
    name: kind === 'quote' ? 'Solicitud de cotización' : 'Contacto con ventas',
  })
  await form.scrollIntoViewIfNeeded()
  await form.getByLabel(/^Nombre/).fill(name)
  await form.getByLabel(/^Correo electrónico/).fill('compras@refaccionaria.mx')
  await form.getByLabel(/^Teléfono/).fill(phone)
  if (kind === 'quote') await form.getByLabel('Cantidad').selectOption('50 Piezas')
  else await form.getByLabel('Producto').selectOption('Birlos y Tuercas')
  await form.getByLabel(/^Mensaje/).fill(`Pedido de prueba desde ${page.url()}`)
  return form
}

/** The success notice exactly as the specification words it, in the page's notice style. */
async function expectNotice(
  page: Page,
  notice: FormSection['notice'],
  tone: 'success' | 'error' | 'robot',
) {
  if (notice === 'popup') {
    const { title, text } = MESSAGES.popup[tone]
    const dialog = page.getByRole('dialog', { name: title })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText(text)
    await dialog.getByRole('button', { name: MESSAGES.close }).first().click()
    await expect(dialog).toBeHidden()
  } else {
    await expect(page.getByText(MESSAGES.inline[tone], { exact: true })).toBeVisible()
  }
}

const pagesWithForms = (
  await Promise.all(pagePaths.map(async (path) => ({ path, forms: await formsOn(path) })))
).filter((entry) => entry.forms.length > 0)

for (const { path, forms } of pagesWithForms) {
  test(`every form on ${path} sends to the outbox`, async ({ page }) => {
    await open(page, path)
    for (const [index, section] of forms.entries()) {
      const name = `Cliente ${path} ${Date.now()}`
      const phone = WRITTEN_PHONES[(index + path.length) % WRITTEN_PHONES.length] as string
      const form = await fillForm(page, section.form, name, phone)
      await form.getByLabel(/Verificación local/).check()
      await form
        .getByRole('button', {
          name: section.form === 'quote' ? 'Solicitar cotización' : 'Enviar mensaje',
        })
        .click()
      await expectNotice(page, section.notice, 'success')
      const entry = await findInOutbox(name)
      expect(entry?.template_id).toBe(section.form)
      expect(entry?.template_params[section.form === 'quote' ? 'phone' : 'number'], phone).toBe(
        '5512345678',
      )
    }
  })
}

test('the newsletter box sends the e-mail to the outbox', async ({ page }) => {
  const email = `boletin-${Date.now()}@taller.mx`
  await open(page, '/contacto-ventas-pernos-birlos')
  const box = page.getByRole('form', { name: 'Suscripción al boletín' })
  await box.getByLabel(/^Correo electrónico/).fill(email)
  await box.getByRole('button', { name: 'Suscribirme' }).click()
  await expect(page.getByText(MESSAGES.newsletterSuccess)).toBeVisible()
  await expect
    .poll(async () =>
      (await outboxEntries()).some((entry) => entry.template_params.email === email),
    )
    .toBe(true)
})

for (const [path, notice] of [
  ['/tornillo-caliper', 'popup'],
  ['/contacto-ventas-pernos-birlos', 'inline'],
] as const) {
  test(`the ${notice} notices show the specification's robot-check and error messages`, async ({
    page,
    request,
  }) => {
    const [section] = await formsOn(path)
    if (!section) throw new Error(`${path} has no form`)
    await open(page, path)
    const form = await fillForm(page, section.form, `Mensajes ${Date.now()}`, '5512345678')
    const submit = form.getByRole('button', {
      name: section.form === 'quote' ? 'Solicitar cotización' : 'Enviar mensaje',
    })
    await submit.click()
    await expectNotice(page, notice, 'robot')

    await request.post('/api/v1.0/email/__fail', { data: { fail: true } })
    try {
      await form.getByLabel(/Verificación local/).check()
      await submit.click()
      await expectNotice(page, notice, 'error')
      await expect(submit).toBeEnabled()
    } finally {
      await request.post('/api/v1.0/email/__fail', { data: { fail: false } })
    }
  })
}

test('what is typed before the page is interactive is kept', async ({ page }) => {
  // Hold the scripts back: meanwhile the visitor types into the prerendered forms.
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    await route.continue()
  })
  await page.goto('/contacto-ventas-pernos-birlos', { waitUntil: 'commit' })
  const contact = page.getByRole('form', { name: 'Contacto con ventas' })
  const newsletter = page.getByRole('form', { name: 'Suscripción al boletín' })
  await contact.getByLabel(/^Nombre/).fill('Escrito antes de tiempo')
  await contact.getByLabel('Producto').selectOption('Casquillos')
  await newsletter.getByLabel(/^Correo electrónico/).fill('temprano@taller.mx')
  await waitForHydration(page)
  await expect(contact.getByRole('button', { name: 'Enviar mensaje' })).toBeEnabled()
  await expect(contact.getByLabel(/^Nombre/)).toHaveValue('Escrito antes de tiempo')
  await expect(contact.getByLabel('Producto')).toHaveValue('Casquillos')
  await expect(newsletter.getByLabel(/^Correo electrónico/)).toHaveValue('temprano@taller.mx')
})
