import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { testSettings } from '../../tests/form-test-utils'
import { testProduct } from '../../tests/product-fixture'
import { renderWithRouter } from '../../tests/render-with-router'
import type { Product } from '../catalogue/types'
import { SiteSettingsProvider } from '../site/settings-context'
import { ProductPage } from './ProductPage'

const FACTS: Partial<Product> = {
  applications: 'Nissan Tsuru 2012–2017',
  position: 'Puerta trasera · bisagra inferior · ambos lados',
  piecesPerPack: 2,
  finish: 'Tropicalizado',
  material: 'Acero 1045 con buje de latón',
  equivalences: ['Nissan 80420-01A05', 'Pernotec 40710-5'],
}

async function renderPage(product: Product) {
  await renderWithRouter(
    <SiteSettingsProvider settings={testSettings}>
      <ProductPage
        data={{
          product,
          applications: [{ make: 'Nissan', model: 'Tsuru', from: 2012, to: 2017 }],
          related: [],
        }}
      />
    </SiteSettingsProvider>,
  )
  return screen.getByRole('table', { name: 'Especificaciones' })
}

/** Each row of a table as its header and cells' text. */
function rowTexts(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''))
}

describe('ProductPage', () => {
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
  })

  it('shows no facts rows and no equivalences for a product without them', async () => {
    const specs = await renderPage(testProduct({ applications: 'Nissan Tsuru 2012–2017' }))
    expect(rowTexts(specs).map(([label]) => label)).toEqual(['Clave', 'Largo', 'Diámetro'])
    expect(screen.queryByRole('region', { name: 'Equivalencias' })).toBeNull()
    expect(screen.queryByText(/Equivalencias/)).toBeNull()
  })
})
