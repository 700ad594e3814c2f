import { describe, expect, it } from 'vitest'
import { testSettings } from '../../tests/form-test-utils'
import { testProduct } from '../../tests/product-fixture'
import type { Product } from '../catalogue/types'
import { productHead } from './product-head'

/** The Product JSON-LD of a product's head. */
function productJsonLd(product: Product) {
  const head = productHead({ product, applications: null, related: [] }, testSettings)
  const documents = (head.scripts ?? []).map((script) => JSON.parse(script.children))
  return documents.find((document) => document['@type'] === 'Product')
}

describe('productHead: Product structured data', () => {
  it('names the key as sku and mpn, and the known facts as properties', () => {
    const product = testProduct({
      position: 'Puerta trasera · bisagra inferior · ambos lados',
      piecesPerPack: 2,
      finish: 'Tropicalizado',
      material: 'Acero 1045 con buje de latón',
      equivalences: ['Nissan 80420-01A05'],
    })
    const data = productJsonLd(product)
    expect(data).toMatchObject({ sku: 'PP-1', mpn: 'PP-1' })
    expect(data.additionalProperty).toEqual([
      { '@type': 'PropertyValue', name: 'Largo', value: '52 mm' },
      { '@type': 'PropertyValue', name: 'Diámetro', value: '7.9 mm' },
      {
        '@type': 'PropertyValue',
        name: 'Posición',
        value: 'Puerta trasera · bisagra inferior · ambos lados',
      },
      { '@type': 'PropertyValue', name: 'Acabado', value: 'Tropicalizado' },
      {
        '@type': 'PropertyValue',
        name: 'Piezas por paquete',
        value: 2,
        unitCode: 'H87',
        unitText: 'piezas',
      },
      { '@type': 'PropertyValue', name: 'Material', value: 'Acero 1045 con buje de latón' },
    ])
  })

  it('has only the measures for a product without facts', () => {
    const data = productJsonLd(testProduct())
    expect(data).toMatchObject({ sku: 'PP-1', mpn: 'PP-1' })
    expect(data.additionalProperty.map((p: { name: string }) => p.name)).toEqual([
      'Largo',
      'Diámetro',
    ])
  })
})
