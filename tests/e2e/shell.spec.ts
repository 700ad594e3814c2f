import { inlineScriptHashes } from '../../server/http/inline-script-hashes'
import { pagePaths } from '../../src/site/pages'
import { redirectHref, redirectSources } from '../../src/site/redirects'
import { pageContent } from './content'
import { waitForHydration } from './helpers'
import { expect, type Page, test } from './test'

function decodeEntities(html: string): string {
  return html
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/<!-- -->/g, '')
}

// That each page hydrates with no console error inside the shell: every-page.spec.ts.
test.describe('prerendered pages', () => {
  for (const path of pagePaths) {
    test(`${path} is served as HTML that already holds its title and text`, async ({ request }) => {
      const content = await pageContent(path)
      const response = await request.get(path)
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toContain('text/html')
      const html = decodeEntities(await response.text())
      expect(html).toContain('<html lang="es-MX"')
      expect(html).toContain(`<title>${content.seo.title} | `)
      expect(html).toContain(`<meta property="og:title" content="${content.seo.title}"/>`)
      expect(html).toContain('<meta property="og:image" content="http')
      expect(html).toContain(`<meta name="description" content="${content.seo.description}"/>`)
      const heading = (content.sections[0] as { heading?: string }).heading
      if (heading) expect(html).toContain(heading)
    })
  }
})

test("each page's policy allows its own inline scripts only, and no answer carries every page's", async ({
  request,
}) => {
  const scriptHashesIn = (policy: string) => policy.match(/'sha256-[^']+'/g) ?? []
  const home = await request.get('/')
  const homeHashes = inlineScriptHashes(await home.text())
  expect(homeHashes.length).toBeGreaterThan(0)
  expect(scriptHashesIn(home.headers()['content-security-policy'] ?? '').sort()).toEqual(
    [...homeHashes].sort(),
  )
  const script = /"(\/assets\/[^"]+\.js)"/.exec(await home.text())?.[1]
  expect(script).toBeTruthy()
  const others = [
    '/tornillo-caliper',
    '/no-existe',
    '/pernos-para-puerta/no-existe',
    '/api/marcas',
    script ?? '',
  ]
  for (const path of others) {
    const response = await request.get(path)
    const headers = response.headers()
    const own = headers['content-type']?.includes('text/html')
      ? inlineScriptHashes(await response.text())
      : []
    expect(scriptHashesIn(headers['content-security-policy'] ?? '').sort(), path).toEqual(
      [...own].sort(),
    )
    // The whole header block stays small: under slow mobile networks every byte of it counts.
    const headerBytes = Object.entries(headers).reduce(
      (total, [name, value]) => total + name.length + value.length + 4,
      0,
    )
    expect(headerBytes, path).toBeLessThan(2048)
  }
})

test('client-side navigation between pages makes no document request', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  const documents: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url())
  })
  const target = await pageContent('/kits-de-frenos-automotrices')
  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: 'Kits de Frenos' })
    .click()
  await expect(page).toHaveURL(/\/kits-de-frenos-automotrices$/)
  await expect(page).toHaveTitle(new RegExp(`^${target.seo.title}`))
  await expect(page.locator('h1')).toHaveCount(1)
  expect(documents).toEqual([])
})

test.describe('redirects', () => {
  for (const source of redirectSources) {
    test(`${source} answers 301 to its target`, async ({ request }) => {
      const response = await request.get(source, { maxRedirects: 0 })
      expect(response.status()).toBe(301)
      expect(new URL(response.headers().location ?? '', 'http://x').pathname).toBe(
        redirectHref(source).split('#')[0],
      )
    })
  }

  test('each source replaces the history entry in the app', async ({ page }) => {
    await page.goto('/blog')
    await waitForHydration(page)
    const before = await page.evaluate(() => history.length)
    for (const source of redirectSources) {
      // Enter the source as the router would from a link: a new entry, then popstate.
      await page.evaluate((path) => {
        history.pushState({ __TSR_index: history.length }, '', path)
        window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }))
      }, source)
      const target = redirectHref(source)
      await expect(page, source).toHaveURL((url) => `${url.pathname}${url.hash}` === target)
      expect(await page.evaluate(() => history.length), source).toBe(before + 1)
      await page.goBack()
      await expect(page, source).toHaveURL(/\/blog$/)
    }
  })

  test('/about-us lands on the home page at the about section', async ({ page }) => {
    await page.goto('/about-us')
    await expect(page).toHaveURL(/\/#sobre-nosotros$/)
    await waitForHydration(page)
    await expect(page.locator('#sobre-nosotros')).toBeInViewport()
  })
})

test('an unknown path shows the Spanish 404 page inside the shell with HTTP 404', async ({
  page,
}) => {
  const title = 'Página no encontrada | Fijamex'
  // An unknown product key is the same page, titled the same (served, then once hydrated).
  const product = await page.goto('/pernos-para-puerta/no-existe-999')
  expect(product?.status()).toBe(404)
  expect(await product?.text()).toContain(`<title>${title}</title>`)
  await waitForHydration(page)
  await expect(page).toHaveTitle(title)

  const response = await page.goto('/esta-pagina-no-existe')
  expect(response?.status()).toBe(404)
  expect(await response?.text()).toContain(`<title>${title}</title>`)
  await waitForHydration(page)
  await expect(page).toHaveTitle(title)
  await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible()
  await expect(page.getByRole('banner')).toBeVisible()
  await page.getByRole('link', { name: 'Ir al inicio' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('the main bar becomes sticky after 150 px of scroll', async ({ page }) => {
  await page.goto('/casquillos-automotrices')
  await waitForHydration(page)
  const bar = page.locator('[data-sticky]')
  await expect(bar).toHaveAttribute('data-sticky', 'false')
  await page.evaluate(() => window.scrollTo(0, 140))
  await page.waitForTimeout(100)
  await expect(bar).toHaveAttribute('data-sticky', 'false')
  await page.evaluate(() => window.scrollTo(0, 400))
  await expect(bar).toHaveAttribute('data-sticky', 'true')
  await expect(bar).toHaveCSS('position', 'fixed')
  await expect(bar).toBeInViewport()
  await page.evaluate(() => window.scrollTo(0, 0))
  await expect(bar).toHaveAttribute('data-sticky', 'false')
})

test('the active page is highlighted in the menu', async ({ page }) => {
  await page.goto('/rondanas-cobre')
  await waitForHydration(page)
  const nav = page.getByRole('navigation', { name: 'Menú principal' })
  await expect(nav.getByRole('button', { name: 'Productos Destacados' })).toHaveAttribute(
    'data-active',
    'true',
  )
  await expect(nav.getByRole('link', { name: 'Inicio' })).not.toHaveAttribute(
    'data-status',
    'active',
  )
})

test.describe('mobile menu at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test('opens, traps focus, expands one submenu at a time and closes by keyboard', async ({
    page,
  }) => {
    await page.goto('/blog')
    await waitForHydration(page)
    const trigger = page.getByRole('button', { name: 'Abrir menú' })
    // Once live the button says whether the menu is open (before, the page's HTML opens it by
    // an invoker command, and the checker allows no aria-expanded beside one).
    await expect(page.getByRole('button', { name: 'Abrir menú', expanded: false })).toBeVisible()
    await expect(trigger).not.toHaveAttribute('command')
    await trigger.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Menú' })
    await expect(dialog).toBeVisible()
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')

    // Focus never leaves the menu while it is open.
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab')
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true)
    }

    // Each submenu is a disclosure (<details>): its summary expands it.
    const studs = dialog.locator('summary', { hasText: 'Birlos y Tuercas' })
    const featured = dialog.locator('summary', { hasText: 'Productos Destacados' })
    await studs.focus()
    await page.keyboard.press('Enter')
    await expect(studs.locator('..')).toHaveAttribute('open', '')
    await expect(dialog.getByRole('link', { name: 'Birlos Extrapesados' })).toBeVisible()
    await featured.focus()
    await page.keyboard.press('Enter')
    await expect(featured.locator('..')).toHaveAttribute('open', '')
    await expect(studs.locator('..')).not.toHaveAttribute('open')
    await expect(dialog.getByRole('link', { name: 'Birlos Extrapesados' })).toBeHidden()

    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(trigger).toBeFocused()
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
  })

  test('closes on its close button and on the dimmed area, and a link navigates', async ({
    page,
  }) => {
    await page.goto('/blog')
    await waitForHydration(page)
    const trigger = page.getByRole('button', { name: 'Abrir menú' })
    const dialog = page.getByRole('dialog', { name: 'Menú' })
    await trigger.click()
    await dialog.getByRole('button', { name: 'Cerrar menú' }).click()
    await expect(dialog).toBeHidden()
    await trigger.click()
    await page.mouse.click(10, 300)
    await expect(dialog).toBeHidden()
    await trigger.click()
    await dialog.getByRole('link', { name: 'Pernos para Puerta' }).click()
    await expect(page).toHaveURL(/\/pernos-para-puerta$/)
    await expect(dialog).toBeHidden()
  })
})

test.describe('before any script has run (JavaScript off) at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 }, javaScriptEnabled: false })

  test('the menu, a submenu, the header search and a FAQ answer open on the first tap', async ({
    page,
  }) => {
    await page.goto('/pernos-para-puerta')
    const dialog = page.getByRole('dialog', { name: 'Menú' })
    const trigger = page.getByRole('button', { name: 'Abrir menú' })
    await expect(trigger).toHaveAttribute('command', 'show-modal')
    await expect(trigger).not.toHaveAttribute('aria-expanded')
    await trigger.click()
    await expect(dialog).toBeVisible()
    await dialog.locator('summary', { hasText: 'Birlos y Tuercas' }).click()
    await expect(dialog.getByRole('link', { name: 'Birlos Extrapesados' })).toBeVisible()
    await dialog.getByRole('button', { name: 'Cerrar menú' }).click()
    await expect(dialog).toBeHidden()

    const banner = page.getByRole('banner')
    await banner.getByLabel('Buscar pieza', { exact: true }).click()
    await expect(banner.getByRole('searchbox')).toBeVisible()
    await banner.getByLabel('Buscar pieza', { exact: true }).click()

    const faq = (await pageContent('/pernos-para-puerta')).sections.find(
      (section) => section._type === 'faqList',
    ) as unknown as { items: { question: string }[] }
    const question = page.locator('summary', { hasText: faq.items[0]?.question ?? '?' })
    await question.click()
    await expect(question.locator('..')).toHaveAttribute('open', '')
  })
})

/** Whether two boxes share any pixel. */
function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
}
type Box = { x: number; y: number; width: number; height: number }

/**
 * Page animations at a tenth of their speed until `restore` is called: on a busy machine the
 * overlay's two seconds could otherwise pass before the test has looked at it.
 */
async function slowAnimations(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Animation.enable')
  await cdp.send('Animation.setPlaybackRate', { playbackRate: 0.1 })
  return () => cdp.send('Animation.setPlaybackRate', { playbackRate: 1 })
}

/**
 * The boxes of the overlay's painted parts (bar and spinner) never cover the page's first
 * heading. Measured with the animations paused, so nothing moves while it is measured.
 */
async function expectPageReadableThrough(page: Page) {
  const measured = await page.evaluate(() => {
    const root = document.querySelector('[data-testid="loading-overlay"]')
    const heading = document.querySelector('h1')
    if (!root || !heading) return null
    const animations = document.getAnimations()
    for (const animation of animations) animation.pause()
    const box = (node: Element) => {
      const { x, y, width, height } = node.getBoundingClientRect()
      return { x, y, width, height }
    }
    const parts = [root, ...root.querySelectorAll('*')]
      .filter((node) => {
        const style = getComputedStyle(node)
        const painted =
          style.backgroundColor !== 'rgba(0, 0, 0, 0)' || node.tagName.toLowerCase() === 'svg'
        return painted && style.visibility !== 'hidden' && Number(style.opacity) > 0
      })
      .map(box)
    for (const animation of animations) animation.play()
    return { parts, heading: box(heading) }
  })
  expect(measured, 'overlay and heading on the page').not.toBeNull()
  const { parts, heading } = measured as { parts: Box[]; heading: Box }
  expect(parts.length).toBeGreaterThan(0)
  for (const part of parts) expect(overlaps(part, heading), JSON.stringify(part)).toBe(false)
}

test('the loading overlay shows for two seconds on load and on each route change, with the page readable beside it', async ({
  page,
}) => {
  const restore = await slowAnimations(page)
  await page.goto('/terminales-bateria', { waitUntil: 'domcontentloaded' })
  const overlay = page.getByTestId('loading-overlay')
  await expectPageReadableThrough(page)
  await restore()
  await expect(overlay).toBeHidden({ timeout: 4_000 })
  await waitForHydration(page)
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'Abrazaderas Automotrices' })
    .click()
  await expect(overlay).toBeVisible()
  await expect(page).toHaveURL(/\/abrazaderas-automotrices$/)
  await expect(overlay).toBeHidden({ timeout: 4_000 })
})

test('the home preloader leaves the first screen readable and stays still with reduced motion', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  const restore = await slowAnimations(page)
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  const overlay = page.getByTestId('loading-overlay')
  await expectPageReadableThrough(page)
  // What runs besides the fade that ends the overlay: nothing, with reduced motion.
  const running = await page.evaluate(() => {
    const root = document.querySelector('[data-testid="loading-overlay"]')
    if (!root) return null
    return {
      variant: root.getAttribute('data-variant'),
      moving: [root, ...root.querySelectorAll('*')].flatMap((node) =>
        node.getAnimations().filter((animation) => {
          const name = (animation as CSSAnimation).animationName ?? ''
          return !name.includes('overlay-out')
        }),
      ).length,
    }
  })
  expect(running).toEqual({ variant: 'preloader', moving: 0 })
  await restore()
  await expect(overlay).toBeHidden({ timeout: 4_000 })
})

test('the scroll-progress bar is brand blue and grows as the page scrolls', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 500 })
  await page.goto('/aviso-de-privacidad')
  await waitForHydration(page)
  const bar = page.getByTestId('scroll-progress')
  await expect(bar).toHaveCSS('background-color', 'rgb(0, 71, 186)')
  const scale = () => bar.evaluate((node) => new DOMMatrix(getComputedStyle(node).transform).a)
  expect(await scale()).toBe(0)
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await expect.poll(scale).toBeGreaterThan(0.9)
})

test('a route change scrolls to the top', async ({ page }) => {
  await page.goto('/seguros-automotrices-interno-externo')
  await waitForHydration(page)
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contacto', exact: true }).click()
  await expect(page).toHaveURL(/\/contacto-ventas-pernos-birlos$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test('a part of the code that fails to download shows the reload screen, not a blank page', async ({
  page,
}) => {
  await page.goto('/')
  await waitForHydration(page)
  // The quote form is a part of its own, downloaded by the pages that show it.
  await page.route('**/assets/QuoteFormSection-*.js', (route) => route.abort('failed'))
  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: 'Kits de Frenos' })
    .click()
  await expect(page.getByRole('heading', { name: 'Loading chunk failed' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Recargar la página' })).toBeEnabled()
  await expect(page.getByRole('banner')).toBeVisible()
})

test('the header fits at 360 px and from 1200 px even before the web fonts arrive', async ({
  page,
}) => {
  await page.route('**/*.woff2', (route) => route.abort())
  // A phone: logo, search, WhatsApp and the menu button within 360 px in the fallback font.
  await page.setViewportSize({ width: 360, height: 800 })
  await page.goto('/birlos-automotrices')
  await expect(page.getByRole('banner').getByRole('button', { name: /menú/i })).toBeInViewport()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360)
  for (const width of [1200, 1280, 1440]) {
    await page.setViewportSize({ width, height: 800 })
    await page.goto('/casquillos-automotrices')
    await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width)
  }
})
