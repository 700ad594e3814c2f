import type { Locator, Page } from '@playwright/test'
import { E2E_LIVE_BASE_URL } from './helpers'
import { findInOutbox } from './outbox'
import { axeViolations, openPage } from './page-rules'
import { expect, test } from './test'

/**
 * A buyer at a parts counter, phone in one hand: from the home page to the door pins of one car,
 * what tells them apart, then a quote for one of them with the car, counting taps as the buyer
 * makes them. A tap is a touch on a control; a native select is two (open it, choose); typing is
 * none.
 */

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true })

/** The most taps the whole job may take, finder to sent quote. */
const MAX_TAPS = 12

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
    /** A native select: one tap opens its list, one chooses. */
    async choose(list: Locator, option: string) {
      taps += 2
      await expect(list).toBeEnabled()
      await list.selectOption(option)
    },
    async type(field: Locator, text: string) {
      await field.focus()
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

// The Tsuru 2005 in both catalogues: the local one's four pins (three for the rear door's upper
// hinge) and the stand-in's three, with fitment notes and none of the optional facts.
const journeys = [
  { site: 'the local catalogue', base: '', count: 4, chosen: 'PP-98', length: '45 mm' },
  {
    site: 'another catalogue server with none of the optional facts',
    base: E2E_LIVE_BASE_URL,
    count: 3,
    chosen: 'NX-98',
    length: '45 mm',
  },
] as const

for (const { site, base, count, chosen, length } of journeys) {
  test(`from the home page, the Tsuru 2005's door pins told apart in 7 taps and a quote sent with the car in ${MAX_TAPS} (${site})`, async ({
    page,
  }) => {
    const [make, model, year] = ['Nissan', 'Tsuru', '2005']
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
    expect(person.taps).toBe(7)
    // What tells them apart is on the screen: how many, and each card's marked facts.
    const bar = page.getByText(`${count} pernos para tu ${make} ${model} ${year}`)
    await expect(bar).toBeVisible()
    await expect(results.getByRole('article')).toHaveCount(count)
    await expect.poll(() => onScreen(page, first.locator('mark').first())).toBe(true)
    // On a phone each result is a compact row.
    const heights = await results
      .getByRole('article')
      .evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().height))
    // A fitment note may take a line of its own beside the car it matched.
    expect(Math.max(...heights)).toBeLessThanOrEqual(250)

    // Side by side: the lengths differ, the worn pin in hand measures 45 mm.
    await person.tap(page.getByRole('button', { name: 'Comparar' }))
    const comparison = page.getByRole('dialog', {
      name: `Compara ${count} pernos para ${make} ${model} ${year}`,
    })
    await expect(comparison).toBeVisible()
    const lengths = comparison.getByRole('region', { name: 'Largo' })
    await expect(lengths.getByRole('definition')).toHaveCount(count)
    await expect(lengths).toContainText(`${chosen}${length}`)
    await expect(comparison.getByRole('region', { name: 'Nota de aplicación' })).toBeVisible()
    // Accessible as the page is (the cards behind it, with their marks, too).
    expect(await axeViolations(page)).toEqual([])
    // Nothing scrolls sideways on the phone.
    expect(await comparison.evaluate((dialog) => dialog.scrollWidth <= dialog.clientWidth)).toBe(
      true,
    )
    await person.tap(comparison.getByRole('link', { name: `Cotizar ${chosen}` }))
    const form = page.getByRole('form', { name: 'Solicitud de cotización' })
    await expect(form).toBeVisible()
    // The part's page names the car in its quote once live.
    await expect(form.getByLabel(/^Mensaje/)).toHaveValue(
      new RegExp(`${chosen} – .*\\nVehículo: ${make} ${model} ${year}$`),
    )
    const name = `Comprador ${Date.now()}`
    await person.type(form.getByLabel(/^Nombre/), name)
    await person.type(form.getByLabel(/^Correo electrónico/), 'compras@refaccionaria.mx')
    await person.type(form.getByLabel(/^Teléfono/), '5512345678')
    await person.tap(form.getByLabel(/Verificación local/))
    await person.tap(form.getByRole('button', { name: 'Solicitar cotización' }))
    const entry = await findInOutbox(name)
    expect(entry?.template_params.message).toContain(chosen)
    expect(entry?.template_params.message).toContain(`Vehículo: ${make} ${model} ${year}`)
    expect(person.taps).toBeLessThanOrEqual(MAX_TAPS)
  })
}
