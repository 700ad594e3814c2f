import type { Product } from '../../src/catalogue/types'
import type { MetalName } from '../render/metals'

const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

/** The pin's steel by the catalogue's finish (acabado); clear zinc when it does not say. */
export function pinMetal(product: Pick<Product, 'finish'>): MetalName {
  const finish = plain(product.finish ?? '')
  if (/tropicaliz|amarill|bicromat/.test(finish)) return 'yellowZinc'
  if (/zinc|galvaniz/.test(finish)) return 'zinc'
  if (/fosfat/.test(finish)) return 'phosphate'
  if (/pavon|negr|oxido/.test(finish)) return 'blackOxide'
  if (/natural|rectificad|sin acabado/.test(finish)) return 'steel'
  return 'zinc'
}

/** Bushings are brass unless the catalogue's material says copper. */
export function bushingMetal(product: Pick<Product, 'material'>): MetalName {
  return /\bcobre\b/.test(plain(product.material ?? '')) ? 'copper' : 'brass'
}
