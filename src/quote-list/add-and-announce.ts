import { MAXIMUM_PIECES } from '../site/order-rules'
import { QUOTE_LIST_PATH } from '../site/pages'
import { piecesText } from '../ui/numbers'
import { MAXIMUM_LINES, type QuoteItem } from './line'
import { announce } from './notice-event'
import { type AddResult, addToList } from './store'

const refusals: Record<Extract<AddResult, { added: false }>['reason'], string> = {
  full: `Tu lista ya tiene ${MAXIMUM_LINES} partidas: envíala y empieza otra.`,
  newer: 'Tu lista se abrió en una versión más nueva del sitio: recarga la página para agregar.',
  unavailable:
    'Este navegador no guarda datos del sitio (modo privado o bloqueo): cotiza por el formulario o WhatsApp.',
}

/**
 * "Agregar a mi cotización" once the list's code has loaded: adds the part and has the page's
 * notice say what was added (with a link to the list) or why not.
 */
export function addAndAnnounce(item: QuoteItem): void {
  const result = addToList(item)
  if (!result.added) {
    announce({ said: `${item.key}: ${refusals[result.reason]}`, tone: 'warning' })
    return
  }
  const { quantity } = result.line
  const pieces = piecesText(quantity)
  announce({
    said:
      quantity >= MAXIMUM_PIECES
        ? `${item.key} ya está en tu cotización con el máximo de ${pieces}.`
        : `${item.key} en tu cotización: ${pieces}.`,
    link: { href: QUOTE_LIST_PATH, label: 'Ver mi cotización' },
  })
}
