import { describe, expect, it } from 'vitest'
import { testSettings } from '../../tests/form-test-utils'
import { testPart, testProduct } from '../../tests/product-fixture'
import { parseApplications } from '../catalogue/applications'
import type { Product } from '../catalogue/types'
import { partHead } from './part-head'
import { partHeadParts } from './product-head'

function headOf(product: Product) {
  const applications = parseApplications(product.applications, [])
  return partHead(
    partHeadParts({ product, applications, relatedBy: null, related: [], photos: [] }),
    testSettings,
  )
}

/** The JSON-LD documents of a part's head. */
function jsonLd(product: Product) {
  return (headOf(product).scripts ?? []).map((script) => JSON.parse(script.children))
}

/** The Product JSON-LD of a part's head. */
const productJsonLd = (product: Product) => jsonLd(product).find((d) => d['@type'] === 'Product')

/** A meta tag's content, by name or property. */
function meta(product: Product, key: string): string | undefined {
  const tag = (headOf(product).meta ?? []).find(
    (m) => ('name' in m && m.name === key) || ('property' in m && m.property === key),
  )
  return tag && 'content' in tag ? tag.content : undefined
}

const FACTS: Partial<Product> = {
  position: 'Puerta trasera · bisagra inferior · ambos lados',
  piecesPerPack: 2,
  finish: 'Tropicalizado',
  material: 'Acero 1045 con buje de latón',
}

describe('a part page head of a door pin: Product structured data', () => {
  it('names the key as sku and mpn, the measures in millimetres and the known facts as properties', () => {
    const data = productJsonLd(testProduct({ ...FACTS, equivalences: ['Nissan 80420-01A05'] }))
    expect(data).toMatchObject({
      sku: 'PP-1',
      mpn: 'PP-1',
      brand: { '@type': 'Brand', name: testSettings.businessName },
      category: 'Pernos para Puerta',
    })
    expect(data.additionalProperty).toEqual([
      { '@type': 'PropertyValue', name: 'Largo', value: 52, unitCode: 'MMT', unitText: 'mm' },
      { '@type': 'PropertyValue', name: 'Diámetro', value: 7.9, unitCode: 'MMT', unitText: 'mm' },
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
    expect(data.image).toMatch(/\/img\/productos\/pp-1\.svg$/)
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

describe('a part page head of a part of another line', () => {
  const stud = testPart('birlos', { ...FACTS, applications: 'Nissan Tsuru 2012–2017' })

  it("gives a stud's sku, mpn, brand, line and each measure of its line, mm with their unit", () => {
    const data = productJsonLd(stud)
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'BR-1215 Birlo de prueba',
      sku: 'BR-1215',
      mpn: 'BR-1215',
      brand: { '@type': 'Brand', name: testSettings.businessName },
      category: 'Birlos Automotrices',
      url: expect.stringMatching(/\/birlos-automotrices\/br-1215$/),
      image: expect.stringMatching(/\/img\/imagenes\/stud\.svg$/),
    })
    expect(data.additionalProperty.slice(0, 4)).toEqual([
      { '@type': 'PropertyValue', name: 'Rosca', value: 'M12 × 1.5' },
      { '@type': 'PropertyValue', name: 'Largo', value: 40, unitCode: 'MMT', unitText: 'mm' },
      { '@type': 'PropertyValue', name: 'Moleteado', value: 14.3, unitCode: 'MMT', unitText: 'mm' },
      { '@type': 'PropertyValue', name: 'Tipo', value: 'De presión' },
    ])
    expect(data.additionalProperty.map((p: { name: string }) => p.name).slice(4)).toEqual([
      'Posición',
      'Acabado',
      'Piezas por paquete',
      'Material',
      'Aplicaciones',
    ])
    expect(data.isAccessoryOrSparePartFor).toEqual([
      expect.objectContaining({ '@type': 'Vehicle', model: 'Tsuru' }),
    ])
  })

  it('gives a range in millimetres its bounds, and a count or a text as it is', () => {
    const clamp = productJsonLd(testPart('abrazaderas'))
    expect(clamp.additionalProperty).toContainEqual({
      '@type': 'PropertyValue',
      name: 'Diámetro',
      minValue: 16,
      maxValue: 27,
      unitCode: 'MMT',
      unitText: 'mm',
    })
    const kit = productJsonLd(testPart('kits-de-frenos', { key: 'KF-101' }))
    expect(kit.sku).toBe('KF-101')
    expect(kit.additionalProperty).toContainEqual({
      '@type': 'PropertyValue',
      name: 'Piezas',
      value: 24,
    })
  })

  it("titles, describes and links the page under its line's path, with a breadcrumb through the line", () => {
    expect(headOf(stud).meta?.[0]).toEqual({
      title: `BR-1215 Birlo de prueba | ${testSettings.businessName}`,
    })
    expect(meta(stud, 'description')).toBe(
      'Birlo de prueba BR-1215: rosca M12 × 1.5, largo 40 mm, moleteado 14.3 mm, tipo De presión. Para Nissan Tsuru 2012–2017. Cotiza por formulario o WhatsApp.',
    )
    expect(meta(stud, 'og:url')).toMatch(/\/birlos-automotrices\/br-1215$/)
    expect(meta(stud, 'og:type')).toBe('product')
    expect(headOf(stud).links).toEqual([
      { rel: 'canonical', href: expect.stringMatching(/\/birlos-automotrices\/br-1215$/) },
    ])
    const crumbs = jsonLd(stud).find((d) => d['@type'] === 'BreadcrumbList')
    expect(crumbs.itemListElement.map((i: { name: string }) => i.name)).toEqual([
      'Inicio',
      'Birlos Automotrices',
      'BR-1215',
    ])
  })
})
