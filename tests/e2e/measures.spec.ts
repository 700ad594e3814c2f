import { E2E_LIVE_BASE_URL, openAtCatalogue } from './helpers'
import { findInOutbox } from './outbox'
import { openPage } from './page-rules'
import { expect, test } from './test'

/**
 * 'Mide tu perno' (a pin found by the measures of the one in hand) and the fit reports ("¿Te
 * quedó?", "No encuentro mi vehículo") on a phone, against the real built site and its outbox.
 */

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true })

const journeys = [
  { site: 'the local catalogue', base: '', measures: ['45', '9,5'], found: 'PP-98' },
  // The stand-in's pins are unlike the sample's: a 48 × 8 mm one.
  {
    site: 'another catalogue server',
    base: E2E_LIVE_BASE_URL,
    measures: ['48 mm', '8'],
    found: 'CX-1',
  },
] as const

for (const { site, base, measures, found } of journeys) {
  test(`from the home page, a pin by its measures is among at most three results (${site})`, async ({
    page,
  }) => {
    const [length, diameter] = measures
    await openPage(page, `${base}/`)
    const finder = page.getByRole('search', { name: 'Encuentra tu perno por vehículo' })
    await finder.getByText('Mide tu perno').tap()
    await finder.getByLabel('Largo (mm)').fill(length)
    await finder.getByLabel('Diámetro (mm)').fill(diameter)
    await expect(finder.getByText(/tolerancia de ±0.5 mm en el largo y ±0.2 mm/)).toBeVisible()
    await finder.getByRole('button', { name: /^Ver / }).tap()

    await expect(page).toHaveURL(/\/pernos-para-puerta\?/)
    const url = new URL(page.url())
    expect(url.searchParams.get('largo')).toBe(String(Number.parseFloat(length)))
    const results = page.getByRole('list').filter({ has: page.getByRole('article') })
    await expect(results.getByRole('article').first()).toBeVisible()
    const keys = await results
      .getByRole('heading')
      .evaluateAll((headings) => headings.map((heading) => heading.getAttribute('data-key')))
    expect(keys).toContain(found)
    expect(keys.length).toBeLessThanOrEqual(3)
    // The measures show in the catalogue's own form, open, with the tolerance said.
    const panel = page.getByRole('form', { name: 'Buscar pernos por medidas' })
    await expect(panel.getByLabel('Largo (mm)')).toHaveValue(String(Number.parseFloat(length)))
  })
}

test('a measure that cannot be read shows its message beside its field, and keeps it', async ({
  page,
}) => {
  await openAtCatalogue(page, '/pernos-para-puerta?marca=Nissan')
  // The catalogue's own (the page's vehicle finder has one too).
  await page.locator('details#medidas > summary').tap()
  const form = page.getByRole('form', { name: 'Buscar pernos por medidas' })
  const length = form.getByLabel('Largo (mm)')
  await length.fill('cuarenta')
  await form.getByLabel('Diámetro (mm)').fill('9,5')
  await form.getByRole('button', { name: 'Buscar por medidas' }).tap()
  await expect(
    form.getByText('Escribe el largo en milímetros, solo con números: por ejemplo 52.'),
  ).toBeVisible()
  await expect(length).toHaveAttribute('aria-invalid', 'true')
  await expect(length).toBeFocused()
  await expect(length).toHaveValue('cuarenta')
  expect(new URL(page.url()).searchParams.get('largo')).toBeNull()

  // Corrected, it searches with the make kept.
  await length.fill('45')
  await expect(form.getByText(/^Escribe el largo/)).toHaveCount(0)
  await form.getByRole('button', { name: 'Buscar por medidas' }).tap()
  await expect(page).toHaveURL(/largo=45/)
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
    marca: 'Nissan',
    largo: '45',
    diametro: '9.5',
  })
})

test("a part's page opens the catalogue at its measures", async ({ page }) => {
  await openPage(page, '/pernos-para-puerta/pp-98')
  await page.getByRole('link', { name: '¿No es este? Busca por medidas' }).tap()
  await expect(page).toHaveURL(/\/pernos-para-puerta\?largo=45&diametro=9.5#medidas$/)
  const results = page.getByRole('list').filter({ has: page.getByRole('article') })
  await expect(results.locator('[data-key="PP-98"]')).toBeVisible()
})

test('a fit report from the results for a vehicle lands in the outbox with the part and the car', async ({
  page,
}) => {
  await openAtCatalogue(page, '/pernos-para-puerta?marca=Nissan&modelo=Tsuru&anio=2005')
  const offer = page.getByRole('region', { name: '¿Te quedó?' })
  // The form's code is not loaded until the button is tapped.
  const formCode = () =>
    page.evaluate(() =>
      performance.getEntriesByType('resource').some((entry) => /FitReportForm/.test(entry.name)),
    )
  expect(await formCode()).toBe(false)
  await offer.getByRole('button', { name: '¿Te quedó?' }).tap()
  const form = page.getByRole('form', { name: '¿Te quedó?' })
  await expect(form).toBeVisible()
  expect(await formCode()).toBe(true)
  await expect(form.getByText('Nissan Tsuru 2005')).toBeVisible()
  await form.getByLabel(/^Pieza/).selectOption({ label: 'PP-98 Perno de puerta trasera' })
  await form.getByText('No le quedó').tap()
  // Without what happened, a part that did not fit is not sent.
  await form.getByLabel(/Verificación local/).check()
  await form.getByRole('button', { name: 'Enviar reporte' }).tap()
  await expect(form.getByText('Este campo es obligatorio.')).toBeVisible()
  const name = `Mecánico ${Date.now()}`
  await form.getByLabel(/^¿Qué pasó\?/).fill('El perno es 5 mm más corto que el original.')
  await form.getByLabel(/^Nombre/).fill(name)
  await form.getByLabel(/^Correo o teléfono/).fill('(55) 1234-5678')
  await form.getByRole('button', { name: 'Enviar reporte' }).tap()
  await expect(
    form.getByText(
      '¡Gracias por contactar con nosotros! Nos pondremos en contacto contigo muy pronto.',
    ),
  ).toBeVisible()
  const entry = await findInOutbox(name)
  expect(entry?.template_id).toBe('fit-report')
  expect(entry?.template_params).toMatchObject({
    report: 'No le quedó',
    part: 'PP-98 Perno de puerta trasera',
    vehicle: 'Nissan Tsuru 2005',
    phone: '5512345678',
    message: 'El perno es 5 mm más corto que el original.',
  })
})

test("'No encuentro mi vehículo' on a part's page sends the car typed", async ({ page }) => {
  await openPage(page, '/pernos-para-puerta/pp-98')
  await page.getByRole('button', { name: 'No encuentro mi vehículo' }).tap()
  const form = page.getByRole('form', { name: 'No encuentro mi vehículo' })
  await expect(form.getByLabel(/^Marca/)).toBeFocused()
  const name = `Refaccionaria ${Date.now()}`
  await form.getByLabel(/^Marca/).fill('Chevrolet')
  await form.getByLabel(/^Modelo/).fill('Chevy')
  await form.getByLabel(/^Año/).fill('2008')
  await form
    .getByLabel(/^¿Qué pieza necesitas\?/)
    .fill('Perno de puerta delantera, bisagra inferior')
  await form.getByLabel(/^Nombre/).fill(name)
  await form.getByLabel(/Verificación local/).check()
  await form.getByRole('button', { name: 'Enviar reporte' }).tap()
  const entry = await findInOutbox(name)
  expect(entry?.template_params).toMatchObject({
    report: 'No encuentra su vehículo',
    vehicle: 'Chevrolet Chevy 2008',
    subject: 'No encuentro mi vehículo: Chevrolet Chevy 2008',
    page: '/pernos-para-puerta/pp-98',
  })
})

test("a stud's page opens the studs' page at its thread and length, which lists it", async ({
  page,
}) => {
  await openPage(page, '/birlos-automotrices/br-1215')
  await page.getByRole('link', { name: '¿No es este? Busca por medidas' }).tap()
  await expect(page).toHaveURL(/\/birlos-automotrices\?rosca=M12x1\.5&largo=40#medidas$/)
  const form = page.getByRole('form', { name: 'Buscar birlos automotrices por medidas' })
  await expect(form.getByLabel('Rosca')).toHaveValue('M12x1.5')
  const found = page.locator('#medidas').getByRole('link', { name: /^BR-1215 / })
  await expect(found).toBeVisible()

  // Typed another way, a thread is read all the same; a bad one says why beside its field.
  await form.getByLabel('Rosca').fill('rosca fina')
  await form.getByRole('button', { name: 'Buscar por medidas' }).tap()
  await expect(form.getByText(/^Escribe la rosca como viene en la pieza/)).toBeVisible()
  await form.getByLabel('Rosca').fill('12 x 1,5')
  await form.getByRole('button', { name: 'Buscar por medidas' }).tap()
  await expect(page).toHaveURL(/rosca=M12x1\.5&largo=40/)
  await expect(found).toBeVisible()
})
