import { openAtCatalogue, waitForHydrated } from './helpers'
import { controlsUnderFloatingButton, openPage as open, PHONE, smallTargets } from './page-rules'
import { expect, test } from './test'

/**
 * The site on a 360 × 640 phone: the floating WhatsApp button, the mobile menu and the
 * bolt-anatomy modal. The rules every page keeps on a phone (tap targets, nothing wider than the
 * screen, the floating button covering nothing) run on every page in every-page.spec.ts.
 */

test.use({ viewport: PHONE })

test('the floating WhatsApp link sits inside a landmark', async ({ page }) => {
  await open(page, '/')
  await expect(page.getByRole('link', { name: 'Escríbenos por WhatsApp' })).toBeVisible()
  const landmark = await page
    .getByRole('link', { name: 'Escríbenos por WhatsApp' })
    .evaluate((link) => link.closest('header, main, footer, nav, aside')?.tagName ?? null)
  expect(landmark).not.toBeNull()
})

test('a WhatsApp link stays on screen at 360 px while the page scrolls', async ({ page }) => {
  await open(page, '/blog')
  const end = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)
  // Past the 150 px at which the main bar sticks, and at the very top.
  for (const y of [0, 400, Math.round(end / 2), end]) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
    // Wait for the sticky bar's drop-in to settle.
    await page.waitForTimeout(300)
    const onScreen = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('a[href^="https://wa.me/"]')].some((link) => {
        if (!link.checkVisibility({ visibilityProperty: true })) return false
        const box = link.getBoundingClientRect()
        return box.top >= 0 && box.bottom <= window.innerHeight && box.width >= 44
      }),
    )
    expect(onScreen, `scrolled to ${y} px`).toBe(true)
  }
})

test("the floating WhatsApp button covers none of the results' buttons, nor the filters' bar", async ({
  page,
}) => {
  await openAtCatalogue(page, '/pernos-para-puerta#catalogo')
  await expect(page.getByRole('link', { name: 'Escríbenos por WhatsApp' })).toBeVisible()
  const cards = page.locator('#catalogo').getByRole('article')
  await expect(cards).toHaveCount(9)
  // A part in the list has the longer button ('En tu cotización · 10').
  await page.getByRole('button', { name: 'Agregar PP-2 a mi cotización' }).click()
  await page.getByRole('button', { name: 'Cerrar aviso' }).click()
  await expect(cards.nth(1).getByRole('button', { name: /^En tu cotización/ })).toBeVisible()
  // Its WhatsApp link stays whole inside the card (the card clips what overflows it).
  const card = await cards.nth(1).boundingBox()
  const chat = await cards
    .nth(1)
    .getByRole('link', { name: 'WhatsApp: cotizar PP-2' })
    .boundingBox()
  expect((chat?.x ?? 0) + (chat?.width ?? 0)).toBeLessThanOrEqual(
    (card?.x ?? 0) + (card?.width ?? 0),
  )
  expect((chat?.y ?? 0) + (chat?.height ?? 0)).toBeLessThanOrEqual(
    (card?.y ?? 0) + (card?.height ?? 0),
  )
  // Through the results a fifth of a screen at a time: every place a card's buttons pass.
  const [top, bottom] = await page.locator('#catalogo').evaluate((list) => {
    const box = list.getBoundingClientRect()
    return [box.top + window.scrollY, box.bottom + window.scrollY]
  })
  for (let y = top ?? 0; y <= (bottom ?? 0); y += 128) {
    await page.evaluate((to) => window.scrollTo({ top: to, behavior: 'instant' }), y)
    // Its buttons: Cotizar and WhatsApp (links drawn as buttons) and Agregar.
    const covered = await controlsUnderFloatingButton(page, {
      scope: '#catalogo article',
      controls: 'button, a.btn, a[href^="https://wa.me/"]',
    })
    expect(covered, `at ${y} px`).toEqual([])
  }
  // The open filters end in a bar stuck to the screen's bottom: the button stands above it.
  await page.getByRole('button', { name: /^Filtrar/ }).click()
  await expect(page.getByRole('button', { name: /^Ver \d+ piezas$/ })).toBeVisible()
  expect(await controlsUnderFloatingButton(page, { stuck: true })).toEqual([])
})

test('the mobile menu holds the address and social links of the desktop contact strip', async ({
  page,
}) => {
  await open(page, '/blog')
  // The desktop strip is in the page (hidden on a phone) and reads the same site settings.
  const strip = page.locator('header [data-contact-strip]')
  const address = (await strip.locator('[data-address]').textContent())?.trim() ?? ''
  const socials = await strip
    .locator('a')
    .evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')).filter((href) => href?.startsWith('http')),
    )
  expect(address).not.toBe('')
  expect(socials.length).toBeGreaterThan(0)

  await page.getByRole('button', { name: 'Abrir menú' }).click()
  const dialog = page.getByRole('dialog', { name: 'Menú' })
  await expect(dialog.getByText(address)).toBeVisible()
  for (const href of socials) {
    const link = dialog.locator(`a[href="${href}"]`)
    await link.scrollIntoViewIfNeeded()
    await expect(link).toBeVisible()
    const box = await link.boundingBox()
    expect(box?.width).toBeGreaterThanOrEqual(44)
    expect(box?.height).toBeGreaterThanOrEqual(44)
  }
  expect(await smallTargets(page, 'dialog[open]')).toEqual([])
})

test('the bolt-anatomy modal keeps its close button on screen at 360 × 640', async ({ page }) => {
  await open(page, '/')
  const dialog = page.getByRole('dialog', { name: /Anatomía/, includeHidden: true })
  // Its code comes as the band it opens on is seen.
  await page.locator('#sobre-nosotros').scrollIntoViewIfNeeded()
  await waitForHydrated(dialog)
  await dialog.evaluate((node: HTMLDialogElement) => node.showModal())
  const close = dialog.getByRole('button', { name: 'Cerrar' })
  const onScreen = () =>
    close.evaluate((button) => {
      const box = button.getBoundingClientRect()
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
      return (
        box.top >= 0 &&
        box.bottom <= window.innerHeight &&
        box.width >= 44 &&
        box.height >= 44 &&
        !!hit &&
        button.contains(hit)
      )
    })
  expect(await onScreen()).toBe(true)
  // Scroll the modal's text to its end, with the wheel as a thumb would.
  const box = await dialog.boundingBox()
  await page.mouse.move((box?.x ?? 0) + 100, (box?.y ?? 0) + 300)
  for (let step = 0; step < 6; step++) await page.mouse.wheel(0, 400)
  await page.waitForTimeout(200)
  const last = dialog.locator('li').last()
  await expect(last).toBeInViewport()
  expect(await onScreen()).toBe(true)
  expect(await smallTargets(page, 'dialog[open]')).toEqual([])
  // Focus stays inside, and Escape closes it.
  for (let index = 0; index < 4; index++) {
    await page.keyboard.press('Tab')
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
})

test('the header search opens whole on the screen of common phones, at the top and scrolled', async ({
  page,
}) => {
  await open(page, '/')
  for (const width of [360, 390, 412]) {
    await page.setViewportSize({ width, height: 800 })
    for (const y of [0, 600]) {
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
      const toggle = page.getByRole('banner').getByLabel('Buscar pieza', { exact: true })
      await toggle.click()
      const field = page.getByRole('banner').getByRole('searchbox')
      await field.fill('Tsuru 2005')
      for (const part of [
        field,
        page.getByRole('banner').getByRole('button', { name: 'Buscar' }),
      ]) {
        const box = await part.boundingBox()
        expect(box, `${width} px, scrolled to ${y}`).not.toBeNull()
        expect(box?.x ?? -1, `${width} px, scrolled to ${y}`).toBeGreaterThanOrEqual(0)
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width)
      }
      await toggle.click()
    }
  }
})
