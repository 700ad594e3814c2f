import { expect, type Page, test } from '@playwright/test'
import { builtPageSample } from './built-routes'
import { waitForHydration } from './helpers'

/**
 * The site on a 360 × 640 phone, on every page the build lists (product pages sampled) and the
 * 404 page: tap targets, nothing wider than the screen, the floating WhatsApp button, the mobile
 * menu and the bolt-anatomy modal. Labels clipped in drawings are drawing-labels.spec.ts's job.
 */

const PHONE = { width: 360, height: 640 }
const routes = [...builtPageSample(), '/pagina-que-no-existe']

test.use({ viewport: PHONE })

async function open(page: Page, path: string) {
  await page.goto(path)
  await waitForHydration(page)
  // Hidden is enough: it fades to visibility: hidden by CSS, and is removed only once the
  // animation ends after hydration (under load the end can come first and it then stays, hidden).
  await page.getByTestId('loading-overlay').waitFor({ state: 'hidden', timeout: 15_000 })
  await page.evaluate(() => document.fonts.ready)
}

/**
 * Every tap target on the page smaller than 44 × 44 px that no exception covers. Exempt: links
 * inside running text (WCAG 2.5.5/2.5.8 exempt inline targets, whose size the line sets), and
 * the allow-listed targets that keep at least 24 × 24 px with room around them (the spacing
 * exception), listed with their reason below.
 */
function smallTargets(page: Page, within = 'body'): Promise<string[]> {
  return page.evaluate((rootSelector) => {
    /** Targets that may be 24 px, each with why 44 would not do. */
    const spacingException: { selector: string; reason: string }[] = [
      // None so far: every target on a phone reaches 44 × 44.
    ]
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"]'
    const problems: string[] = []
    const root = document.querySelector(rootSelector) ?? document.body
    const targets = [...root.querySelectorAll<HTMLElement>(selector)]
    for (const element of targets) {
      if (element.closest('dialog:not([open])')) continue
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue
      const box = element.getBoundingClientRect()
      // Visually hidden (the skip link until focused, hidden native inputs under a custom look).
      if (box.width <= 1 || box.height <= 1) continue
      if (box.right <= 0 || box.bottom + window.scrollY <= 0) continue
      // Carousel slides parked off-screen are not on screen to tap.
      if (box.left >= window.innerWidth || box.right <= 0) continue
      if (box.width >= 43.5 && box.height >= 43.5) continue
      // A link inside a sentence: its block holds more text than the link itself.
      const block = element.closest('p, li, td, dd, figcaption, blockquote')
      const blockText = block?.textContent?.replace(/\s+/g, ' ').trim() ?? ''
      const ownText = element.textContent?.replace(/\s+/g, ' ').trim() ?? ''
      if (element.tagName === 'A' && block && blockText.length > ownText.length + 2) continue
      const allowed = spacingException.some((entry) => element.matches(entry.selector))
      if (allowed && box.width >= 24 && box.height >= 24) continue
      const name =
        element.getAttribute('aria-label') ||
        ownText.slice(0, 40) ||
        element.getAttribute('name') ||
        element.outerHTML.slice(0, 60)
      problems.push(
        `${element.tagName.toLowerCase()} "${name}" is ${Math.round(box.width)} × ${Math.round(box.height)} px`,
      )
    }
    return problems
  }, within)
}

/** Elements that reach past the right edge of the screen, outside anything that scrolls or clips. */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = []
    const root = document.documentElement
    if (root.scrollWidth > window.innerWidth)
      problems.push(`the page is ${root.scrollWidth} px wide in a ${window.innerWidth} px screen`)
    const clipsSideways = (element: Element) => {
      const { overflowX } = getComputedStyle(element)
      return overflowX !== 'visible'
    }
    for (const element of document.body.querySelectorAll('*')) {
      if (element.closest('dialog:not([open])')) continue
      const box = element.getBoundingClientRect()
      if (box.width === 0 || box.height === 0 || box.right <= window.innerWidth + 0.5) continue
      let ancestor = element.parentElement
      let clipped = false
      while (ancestor && ancestor !== document.body) {
        if (clipsSideways(ancestor)) {
          clipped = true
          break
        }
        ancestor = ancestor.parentElement
      }
      if (clipped || !(element as HTMLElement).checkVisibility?.({ visibilityProperty: true }))
        continue
      problems.push(
        `${element.tagName.toLowerCase()}.${element.className} ends at ${Math.round(box.right)} px`,
      )
      if (problems.length > 10) break
    }
    return problems
  })
}

/** What the floating WhatsApp button sits on at the current scroll position. */
function coveredByFloatingButton(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const button = document.querySelector<HTMLElement>('a[aria-label="Escríbenos por WhatsApp"]')
    if (!button?.checkVisibility()) return []
    const own = button.getBoundingClientRect()
    const covered: string[] = []
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      if (button.contains(element) || element.contains(button)) continue
      const hasText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      )
      const isPicture = element.matches('img, svg, picture, canvas, video, input, textarea')
      if (!hasText && !isPicture) continue
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue
      const box = element.getBoundingClientRect()
      const overlaps =
        box.left < own.right &&
        box.right > own.left &&
        box.top < own.bottom &&
        box.bottom > own.top &&
        box.width > 0 &&
        box.height > 0
      if (overlaps)
        covered.push(
          `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 30) ?? ''}"`,
        )
    }
    return covered
  })
}

for (const path of routes) {
  test.describe(`${path} on a phone`, () => {
    test('every tap target is at least 44 × 44 px', async ({ page }) => {
      await open(page, path)
      expect(await smallTargets(page)).toEqual([])
    })

    test('nothing is wider than the screen', async ({ page }) => {
      await open(page, path)
      expect(await overflowing(page)).toEqual([])
    })

    test('the floating WhatsApp button covers nothing, from the top to the end', async ({
      page,
    }) => {
      await open(page, path)
      const end = await page.evaluate(
        () => document.documentElement.scrollHeight - window.innerHeight,
      )
      for (const fraction of [0, 0.25, 0.5, 0.75, 1]) {
        const y = Math.round(end * fraction)
        await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
        expect(await coveredByFloatingButton(page), `scrolled to ${y} px`).toEqual([])
      }
    })
  })
}

test('the floating WhatsApp link sits inside a landmark', async ({ page }) => {
  // It shows from 768 px; a phone gets it in the header bar.
  await page.setViewportSize({ width: 1280, height: 800 })
  await open(page, '/')
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
  const dialog = page.locator('dialog:has(svg text)')
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
