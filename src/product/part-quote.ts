import { DOOR_PINS } from '../catalogue/lines'
import { partPath } from '../catalogue/part-path'
import { quoteItem, whatsappQuoteText } from '../catalogue/quote-request'
import type { Product } from '../catalogue/types'
import { type Vehicle, vehicleText } from '../catalogue/vehicle'
import { drawingFamilies, familyDrawingUrl } from '../picture-files/drawing-names'
import type { QuoteItem } from '../quote-list/line'
import type { SharedPage } from '../ui/ShareButton'
import { lineDrawing } from './line-picture'
import { measureRows } from './measure-rows'

/**
 * A part as the quote list keeps it: a door pin as its catalogue card gives it; a part of another
 * line with its first two measures ('Rosca M12 × 1.5 · Largo 40 mm'), its page and its family's
 * drawing, as the line's table gives it (the list counts the two as one line by the key); with
 * the vehicle the page was opened for, when it was.
 */
export function partQuoteItem(product: Product, vehicle: Vehicle | null): QuoteItem {
  if (product.line === DOOR_PINS) return quoteItem(product, vehicle)
  const drawing = lineDrawing(product.line)
  return {
    ...(vehicle ? { vehicle: vehicleText(vehicle) } : {}),
    key: product.key,
    name: product.name || (drawing ? drawingFamilies[drawing] : ''),
    measures: product.measures
      .slice(0, 2)
      .map((m) => `${m.label} ${m.value}`)
      .join(' · '),
    href: partPath(product.line, product.key),
    picture: drawing ? familyDrawingUrl(drawing) : '',
  }
}

/** The WhatsApp message naming the part. */
export function partWhatsappText(product: Product): string {
  return product.line === DOOR_PINS
    ? whatsappQuoteText(product)
    : `Hola, quiero cotizar ${product.key} – ${product.name}.`
}

/**
 * What sharing the part sends besides its link: the key and name, then its measures as its
 * spec table words them ('PP-1 · Perno para puerta' / 'Largo 52 mm · Diámetro 7.9 mm').
 */
export function partShareData(product: Product): SharedPage {
  const title = product.name ? `${product.key} · ${product.name}` : product.key
  const measures = measureRows(product)
    .filter((row) => row.value !== '—')
    .map((row) => `${row.label} ${row.value}`)
    .join(' · ')
  return {
    title,
    text: measures ? `${title}\n${measures}` : title,
    url: partPath(product.line, product.key),
  }
}
