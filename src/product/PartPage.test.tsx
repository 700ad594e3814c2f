import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { testSettings } from '../../tests/form-test-utils'
import { testPart, testProduct } from '../../tests/product-fixture'
import { renderWithRouter } from '../../tests/render-with-router'
import type { Application } from '../catalogue/applications'
import type { Product } from '../catalogue/types'
import { liveQueryKey, resetLiveContent, setLiveContent } from '../content/live-content'
import type { Photo } from '../photos/photo'
import { SiteSettingsProvider } from '../site/settings-context'
import { PartPage } from './PartPage'
import type { PartPageData } from './part-page-data'
import { partShareData } from './part-quote'

const FACTS: Partial<Product> = {
  applications: 'Nissan Tsuru 2012–2017',
  position: 'Puerta trasera · bisagra inferior · ambos lados',
  piecesPerPack: 2,
  finish: 'Tropicalizado',
  material: 'Acero 1045 con buje de latón',
  equivalences: ['Nissan 80420-01A05', 'Pernotec 40710-5'],
}
const TSURU: Application[] = [{ make: 'Nissan', model: 'Tsuru', from: 2012, to: 2017 }]

async function renderPage(product: Product, data: Partial<PartPageData> = {}, path = '/') {
  await renderWithRouter(
    <SiteSettingsProvider settings={testSettings}>
      <PartPage
        data={{
          product,
          applications: product.applications ? TSURU : null,
          relatedBy: null,
          related: [],
          photos: [],
          ...data,
        }}
      />
    </SiteSettingsProvider>,
    { path },
  )
  return screen.getByRole('table', { name: 'Especificaciones' })
}

/** Each row of a table as its header and cells' text. */
function rowTexts(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''))
}

const breadcrumb = () => screen.getByRole('navigation', { name: 'Ruta de navegación' })

describe('PartPage of a door pin', () => {
  it('shows the known facts in the spec table and lists the equivalences', async () => {
    const specs = await renderPage(testProduct(FACTS))
    expect(rowTexts(specs)).toEqual([
      ['Clave', 'PP-1'],
      ['Largo', '52 mm'],
      ['Diámetro', '7.9 mm'],
      ['Posición', 'Puerta trasera · bisagra inferior · ambos lados'],
      ['Piezas por paquete', '2 piezas'],
      ['Acabado', 'Tropicalizado'],
      ['Material', 'Acero 1045 con buje de latón'],
    ])
    const section = screen.getByRole('region', { name: 'Equivalencias' })
    expect(within(section).getByText(/Son de referencia: confirma con ventas/)).toBeInTheDocument()
    // The car maker's number is marked as the original's.
    expect(rowTexts(within(section).getByRole('table'))).toEqual([
      ['Marca', 'Número'],
      ['Nissan Original', '80420-01A05'],
      ['Pernotec', '40710-5'],
    ])
    expect(within(breadcrumb()).getByRole('link', { name: 'Pernos para Puerta' })).toHaveAttribute(
      'href',
      '/pernos-para-puerta',
    )
    // Its own render (labelled an illustration: no photograph of it yet) and measured drawing.
    expect(screen.getByText('Plano con medidas')).toBeInTheDocument()
    expect(screen.getByText('Ilustración')).toBeInTheDocument()
  })

  it("shows each application's fitment note, and marks and quotes the vehicle it was opened for", async () => {
    const product = testProduct({
      ...FACTS,
      applications: 'Nissan Tsuru 1992–2017 · Nissan Platina 2002–2010',
      fitNotes: [{ make: 'Nissan', model: 'Tsuru', note: 'Sedán B13, solo puerta izquierda' }],
    })
    const applications: Application[] = [
      { make: 'Nissan', model: 'Tsuru', from: 1992, to: 2017 },
      { make: 'Nissan', model: 'Platina', from: 2002, to: 2010 },
    ]
    await renderPage(product, { applications }, '/?marca=Nissan&modelo=Tsuru&anio=2005')
    const table = screen.getByRole('heading', { name: 'Aplicaciones' }).parentElement
    expect(rowTexts(within(table as HTMLElement).getByRole('table'))).toEqual([
      ['Marca', 'Modelo', 'Años', 'Nota'],
      ['Nissan', 'Tsuru', '1992–2017 · tu vehículo', 'Sedán B13, solo puerta izquierda'],
      ['Nissan', 'Platina', '2002–2010', '—'],
    ])
    // The form's code comes as it nears the screen; the vehicle's line is added once it is live.
    const message = await screen.findByRole('textbox', { name: /Mensaje/ })
    await waitFor(() =>
      expect(message).toHaveValue(
        'Cotización de PP-1 – Perno de puerta trasera\nVehículo: Nissan Tsuru 2005',
      ),
    )
  })

  it('shows no facts rows and no equivalences for a product without them', async () => {
    const specs = await renderPage(testProduct({ applications: 'Nissan Tsuru 2012–2017' }))
    expect(rowTexts(specs).map(([label]) => label)).toEqual(['Clave', 'Largo', 'Diámetro'])
    expect(screen.queryByRole('region', { name: 'Equivalencias' })).toBeNull()
    expect(screen.queryByText(/Equivalencias/)).toBeNull()
  })

  it('links each related pin to its page, under the car they share', async () => {
    await renderPage(testProduct(FACTS), {
      relatedBy: { kind: 'car', make: 'Nissan', model: 'Tsuru' },
      related: [testProduct({ key: 'PP-4', length: '54 mm', diameter: '8 mm' })],
    })
    const related = screen.getByRole('region', { name: 'También para Nissan Tsuru' })
    expect(within(related).getByRole('link')).toHaveAttribute('href', '/pernos-para-puerta/pp-4')
    expect(within(related).getByRole('link')).toHaveTextContent('54 mm × 8 mm')
  })
})

describe('PartPage of a part of another line', () => {
  it("shows a stud's measures in its line's order, its facts, its family's illustration and its line in the breadcrumb", async () => {
    const stud = testPart('birlos', { ...FACTS, applications: '', equivalences: [] })
    const specs = await renderPage(stud)
    expect(rowTexts(specs)).toEqual([
      ['Clave', 'BR-1215'],
      ['Rosca', 'M12 × 1.5'],
      ['Largo', '40 mm'],
      ['Moleteado', '14.3 mm'],
      ['Tipo', 'De presión'],
      ['Posición', 'Puerta trasera · bisagra inferior · ambos lados'],
      ['Piezas por paquete', '2 piezas'],
      ['Acabado', 'Tropicalizado'],
      ['Material', 'Acero 1045 con buje de latón'],
    ])
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('BR-1215 Birlo de prueba')
    expect(within(breadcrumb()).getByRole('link', { name: 'Birlos Automotrices' })).toHaveAttribute(
      'href',
      '/birlos-automotrices',
    )
    // Not a photograph of this part: the family's picture, said to be an illustration.
    const figure = screen.getByText('Ilustración').closest('figure') as HTMLElement
    expect(within(figure).getByRole('img', { name: 'Birlo (ilustración)' })).toHaveAttribute(
      'src',
      '/img/imagenes/stud.svg',
    )
    expect(screen.queryByText('Plano con medidas')).toBeNull()
    // Without cars, no applications section.
    expect(screen.queryByRole('region', { name: 'Aplicaciones' })).toBeNull()
    expect(screen.getByRole('button', { name: /Agregar/ })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Cotizar BR-1215' })).toHaveAttribute(
      'href',
      '#cotizar',
    )
    expect(screen.getByLabelText(/^Mensaje/)).toHaveValue('Cotización de BR-1215 – Birlo de prueba')
  })

  it('marks a required measure the catalogue lacks, and leaves out an optional one', async () => {
    const clamp = testPart('abrazaderas', {
      key: 'AB-1627',
      measures: [
        { column: 'tipo', label: 'Tipo', value: 'Sinfín' },
        { column: 'diametro_mm', label: 'Diámetro', value: '16–27 mm' },
      ],
    })
    const specs = await renderPage(clamp)
    expect(rowTexts(specs)).toEqual([
      ['Clave', 'AB-1627'],
      ['Tipo', 'Sinfín'],
      ['Diámetro', '16–27 mm'],
      ['Banda', '—'],
    ])
    expect(screen.getByRole('img', { name: /Abrazadera/ })).toHaveAttribute(
      'src',
      '/img/imagenes/clamp.svg',
    )
  })

  it('shares its key, name, the measures it knows and its address', async () => {
    const clamp = testPart('abrazaderas', {
      key: 'AB-1627',
      name: 'Abrazadera sinfín',
      measures: [
        { column: 'tipo', label: 'Tipo', value: 'Sinfín' },
        { column: 'diametro_mm', label: 'Diámetro', value: '16–27 mm' },
      ],
    })
    await renderPage(clamp)
    expect(screen.getByRole('button', { name: 'Compartir' })).toBeInTheDocument()
    // The band the catalogue lacks ('—' on the page) is left out of what is shared.
    expect(partShareData(clamp)).toEqual({
      title: 'AB-1627 · Abrazadera sinfín',
      text: 'AB-1627 · Abrazadera sinfín\nTipo Sinfín · Diámetro 16–27 mm',
      url: '/abrazaderas-automotrices/ab-1627',
    })
  })

  it('lists the cars a stud fits, and related studs by a shared measure', async () => {
    const stud = testPart('birlos', { applications: 'Nissan Tsuru 2012–2017' })
    await renderPage(stud, {
      relatedBy: { kind: 'measure', column: 'rosca', label: 'Rosca', value: 'M12 × 1.5' },
      related: [testPart('birlos', { key: 'BR-1245' })],
    })
    const cars = screen.getByRole('region', { name: 'Aplicaciones' })
    expect(rowTexts(within(cars).getByRole('table'))).toEqual([
      ['Marca', 'Modelo', 'Años'],
      ['Nissan', 'Tsuru', '2012–2017'],
    ])
    const related = screen.getByRole('region', { name: 'Otras piezas de rosca M12 × 1.5' })
    expect(within(related).getByRole('link')).toHaveAttribute(
      'href',
      '/birlos-automotrices/br-1245',
    )
    expect(within(related).getByRole('link')).toHaveTextContent('M12 × 1.5 · 40 mm')
  })
})

/** A photo as the content's query gives it, on Sanity's CDN. */
function photo(n: number): Photo {
  return {
    url: `https://cdn.sanity.io/images/abc123/production/foto${n}-1600x1200.jpg`,
    assetId: `image-foto${n}-1600x1200-jpg`,
    width: 1600,
    height: 1200,
    lqip: 'data:image/jpeg;base64,AAAA',
    crop: null,
    hotspot: null,
    alt: `Perno PP-1, vista ${n}`,
  }
}

describe('PartPage pictures', () => {
  it('labels the render of a part without photographs "Ilustración", whatever its line', async () => {
    await renderPage(testProduct())
    expect(screen.getByText('Ilustración', { selector: 'figcaption' })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: /^Fotos de/ })).toBeNull()
    // Without photographs the render is the first screen's picture: asked for as usual.
    for (const img of screen.getAllByRole('img', { name: /PP-1/ }))
      expect(img).not.toHaveAttribute('fetchpriority')
  })

  it('shows a part’s photographs first, the main one preloaded, then its illustration', async () => {
    await renderPage(testProduct(), { photos: [photo(1), photo(2), photo(3)] })
    const gallery = screen.getByRole('region', { name: /^Fotos de PP-1/ })
    const images = within(gallery).getAllByRole('img', { name: /^Perno PP-1, vista/ })
    expect(images.map((img) => img.getAttribute('alt') ?? img.getAttribute('aria-label'))).toEqual([
      'Perno PP-1, vista 1',
      'Perno PP-1, vista 2',
      'Perno PP-1, vista 3',
    ])
    expect(images[0]).toHaveAttribute('loading', 'eager')
    expect(images[0]).toHaveAttribute('fetchpriority', 'high')
    expect(images[0]?.getAttribute('srcset')).toContain('auto=format')
    expect(images[0]).toHaveAttribute('width', '1200')
    expect(images[0]).toHaveAttribute('height', '900')
    expect(within(gallery).getByText('Ilustración', { selector: 'figcaption' })).toBeInTheDocument()
    // The illustration, the last slide, comes after the photograph the first screen shows.
    const drawn = within(gallery)
      .getAllByRole('img', { name: /PP-1/ })
      .filter((img) => !images.includes(img))
    expect(drawn).toHaveLength(2)
    for (const img of drawn) expect(img).toHaveAttribute('fetchpriority', 'low')
    expect(screen.getByRole('button', { name: 'Ilustración' })).toBeInTheDocument()
    expect(screen.getAllByRole('button', { name: /^Ver foto/ })).toHaveLength(3)
  })

  it('asks for the other photographs only when the visitor reaches for the gallery', async () => {
    await renderPage(testProduct(), { photos: [photo(1), photo(2), photo(3)] })
    const gallery = screen.getByRole('region', { name: /^Fotos de PP-1/ })
    const views = () => within(gallery).getAllByRole('img', { name: /^Perno PP-1, vista/ })
    fireEvent.load(views()[0] as HTMLImageElement)
    // The others are their blurred copies, at their size: no file, and no broken-image mark.
    expect(views().map((view) => view.tagName)).toEqual(['IMG', 'DIV', 'DIV'])
    expect(views()[1]).toHaveStyle({ aspectRatio: '1200 / 900' })
    fireEvent.pointerDown(gallery)
    expect(views()[1]?.getAttribute('srcset')).toContain('auto=format')
    expect(views()[2]).toHaveAttribute('src')
  })

  it('asks for the other photographs at once when the visitor turns to them', async () => {
    await renderPage(testProduct(), { photos: [photo(1), photo(2)] })
    const gallery = screen.getByRole('region', { name: /^Fotos de PP-1/ })
    const second = () => within(gallery).getByRole('img', { name: 'Perno PP-1, vista 2' })
    expect(second()).not.toHaveAttribute('src')
    fireEvent.click(screen.getByRole('button', { name: 'Ver foto 2' }))
    expect(second()).toHaveAttribute('src')
  })

  afterEach(resetLiveContent)

  it('shows the photographs published since the build once the live content has them', async () => {
    await renderPage(testProduct())
    expect(screen.queryByRole('region', { name: /^Fotos de/ })).toBeNull()
    act(() => setLiveContent(liveQueryKey('partPhotos', { key: 'pp-1' }), [photo(1)]))
    const gallery = screen.getByRole('region', { name: /^Fotos de PP-1/ })
    expect(
      within(gallery)
        .getAllByRole('img', { name: /^Perno PP-1/ })
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Perno PP-1, vista 1'])
    // Every photo unpublished: the illustration alone again.
    act(() => setLiveContent(liveQueryKey('partPhotos', { key: 'pp-1' }), []))
    expect(screen.queryByRole('region', { name: /^Fotos de/ })).toBeNull()
  })
})
