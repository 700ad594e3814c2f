import { describe, expect, it } from 'vitest'
import { composeProduct } from './compose.ts'
import type { CataloguePart } from './load-csv.ts'

const ROW: CataloguePart = {
  productLine: 'pernos',
  source: 'pernos.csv',
  lineNumber: 2,
  key: 'PP-1',
  name: 'Perno de puerta trasera',
  tag: '-',
  note: '-',
  measures: { largo_mm: { text: '52 mm', value: 52 }, diametro_mm: { text: '7.9 mm', value: 7.9 } },
  applications: [{ brand: 'Nissan', model: 'Tsuru', from: 1992, to: 2017 }],
  position: null,
  piecesPerPack: null,
  finish: null,
  material: null,
  equivalences: [],
}

describe('composeProduct', () => {
  it('leaves out every fact the row does not know', () => {
    expect(Object.keys(composeProduct(ROW))).toEqual([
      'image_producto',
      'alt_producto',
      'clave_producto',
      'etiqueta_producto',
      'nombre_producto',
      'txt_adicional',
      'largo_producto',
      'diametro_producto',
      'aplicaciones_producto',
    ])
  })

  it("sends the facts it knows as the contract's strings", () => {
    const product = composeProduct({
      ...ROW,
      position: 'Puerta trasera · bisagra inferior · ambos lados',
      piecesPerPack: 2,
      finish: 'Tropicalizado',
      material: 'Acero 1045 con buje de latón',
      equivalences: ['Nissan 80420-01A05', 'Pernotec 40710-5'],
    })
    expect(product).toMatchObject({
      posicion_producto: 'Puerta trasera · bisagra inferior · ambos lados',
      piezas_por_paquete: '2',
      acabado_producto: 'Tropicalizado',
      material_producto: 'Acero 1045 con buje de latón',
      equivalencias_producto: 'Nissan 80420-01A05 | Pernotec 40710-5',
    })
  })

  it("sends another line's measures and line beside the specification's fields", () => {
    const product = composeProduct({
      ...ROW,
      productLine: 'birlos',
      key: 'BR-1215',
      name: 'Birlo',
      measures: {
        rosca: { text: 'M12 × 1.5' },
        largo_mm: { text: '40 mm', value: 40 },
        tipo: { text: 'Removible hexagonal' },
      },
      applications: [],
    })
    expect(product).toMatchObject({
      clave_producto: 'BR-1215',
      largo_producto: '40 mm',
      diametro_producto: '-',
      aplicaciones_producto: '-',
      alt_producto: 'Birlo BR-1215',
      linea_producto: 'birlos',
      medidas_producto: { rosca: 'M12 × 1.5', largo_mm: '40 mm', tipo: 'Removible hexagonal' },
    })
  })

  it('sends only the facts it knows', () => {
    const product = composeProduct({ ...ROW, finish: 'Zincado' })
    expect(product.acabado_producto).toBe('Zincado')
    for (const field of ['posicion_producto', 'piezas_por_paquete', 'material_producto']) {
      expect(product).not.toHaveProperty(field)
    }
    expect(product).not.toHaveProperty('equivalencias_producto')
  })

  it('sends the applications as objects, with their fitment notes, only when one has a note', () => {
    expect(composeProduct(ROW)).not.toHaveProperty('aplicaciones_lista_producto')
    const product = composeProduct({
      ...ROW,
      applications: [
        { brand: 'Nissan', model: 'Tsuru', from: 1992, to: 2004, note: 'Sedán, serie B13' },
        { brand: 'Nissan', model: 'Platina', from: 2002, to: 2010 },
      ],
    })
    // The text stays as the specification writes it; the objects add the notes.
    expect(product.aplicaciones_producto).toBe('Nissan Tsuru 1992–2004 · Nissan Platina 2002–2010')
    expect(product.aplicaciones_lista_producto).toEqual([
      { marca: 'Nissan', modelo: 'Tsuru', desde: 1992, hasta: 2004, nota: 'Sedán, serie B13' },
      { marca: 'Nissan', modelo: 'Platina', desde: 2002, hasta: 2010 },
    ])
  })
})
