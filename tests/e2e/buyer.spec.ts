import type { Locator, Page } from '@playwright/test'
import { E2E_LIVE_BASE_URL } from './helpers'
import { findInOutbox } from './outbox'
import { openPage } from './page-rules'
import { expect, test } from './test'

/**
 * A buyer at a parts counter, phone in one hand: from the home page to the door pins of one car,
 * then a quote for one of them, counting taps as the buyer makes them. A tap is a touch on a
 * control; a choice from a list (make, model, year) counts as one, typing counts as none.
 */

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true })

function buyer() {
  let taps = 0
  return {
    get taps() {
      return taps
    },
    async tap(target: Locator) {
      taps++
      await target.tap()
    },
    async choose(list: Locator, option: string) {
      taps++
      await expect(list).toBeEnabled()
      await list.selectOption(option)
    },
    async type(field: Locator, text: string) {
      await this.tap(field)
      await field.pressSequentially(text)
    },
  }
}

/** The whole box of `target` is inside the screen, with no scroll made by the test. */
async function onScreen(page: Page, target: Locator) {
  const box = await target.boundingBox()
  const height = page.viewportSize()?.height ?? 0
  return box !== null && box.y >= 0 && box.y + box.height <= height
}

const journeys = [
  { site: 'the local catalogue', base: '', car: ['Nissan', 'Tsuru', '2005'] },
  {
    site: 'another catalogue server with none of the optional facts',
    base: E2E_LIVE_BASE_URL,
    car: ['Mercedes-Benz', 'Clase C / W204', '2012'],
  },
] as const

for (const { site, base, car } of journeys) {
  test(`from the home page, a car's door pins in 4 taps and a quote sent in 10 (${site})`, async ({
    page,
  }) => {
    const [make, model, year] = car
    const person = buyer()
    await openPage(page, `${base}/`)
    const finder = page.getByRole('search', { name: 'Encuentra tu perno por vehículo' })
    await expect(finder).toBeVisible()
    expect(await onScreen(page, finder), 'the finder is on the first screen').toBe(true)

    await person.choose(finder.getByLabel('Marca'), make)
    await person.choose(finder.getByLabel('Modelo'), model)
    await person.choose(finder.getByLabel('Año'), year)
    const show = finder.getByRole('button', { name: /^Ver \d+ piezas?$/ })
    await person.tap(show)

    await expect(page).toHaveURL(/\/pernos-para-puerta\?/)
    const url = new URL(page.url())
    expect(Object.fromEntries(url.searchParams)).toEqual({ marca: make, modelo: model, anio: year })
    const results = page.getByRole('list').filter({ has: page.getByRole('article') })
    const first = results.getByRole('article').first()
    await expect(first).toBeVisible()
    // The first result is on screen, with the application that matched the car.
    await expect.poll(() => onScreen(page, first.getByRole('heading'))).toBe(true)
    await expect(first.getByText(`${make} ${model}`, { exact: false }).first()).toBeVisible()
    expect(person.taps).toBeLessThanOrEqual(4)
    // On a phone each result is a compact row.
    const heights = await results
      .getByRole('article')
      .evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().height))
    expect(Math.max(...heights)).toBeLessThanOrEqual(200)

    const key = (await first.getByRole('heading').getAttribute('data-key')) ?? ''
    await person.tap(first.getByRole('link', { name: /^Cotizar / }))
    const form = page.getByRole('form', { name: 'Solicitud de cotización' })
    await expect(form).toBeVisible()
    const name = `Comprador ${Date.now()}`
    await person.type(form.getByLabel(/^Nombre/), name)
    await person.type(form.getByLabel(/^Correo electrónico/), 'compras@refaccionaria.mx')
    await person.type(form.getByLabel(/^Teléfono/), '5512345678')
    await person.tap(form.getByLabel(/Verificación local/))
    await person.tap(form.getByRole('button', { name: 'Solicitar cotización' }))
    const entry = await findInOutbox(name)
    expect(entry?.template_params.message).toContain(key)
    expect(person.taps).toBeLessThanOrEqual(10)
  })
}
