/**
 * The quote list as text: the table the e-mail carries, the lines as structured data, and the
 * WhatsApp message. Quantities and counts are written the Mexican way ('1,000 piezas').
 */
import { whatsappUrl } from '../site/contact-links'
import { formatNumber, piecesText } from '../ui/numbers'
import type { QuoteLine } from './line'

/** '3 partidas, 110 piezas'. */
export function listSummary(lines: readonly QuoteLine[]): string {
  const total = lines.reduce((sum, line) => sum + line.quantity, 0)
  return `${formatNumber(lines.length)} ${lines.length === 1 ? 'partida' : 'partidas'}, ${piecesText(total)}`
}

/**
 * The lines as a plain-text table, columns padded so it reads in any mail client's fixed-width
 * view and still reads line by line in a proportional one.
 */
export function listTable(lines: readonly QuoteLine[]): string {
  // The vehicle's column only when a part was chosen for one.
  const vehicles = lines.some((line) => line.vehicle)
  const rows = [
    ['#', 'Clave', 'Pieza', 'Medidas', ...(vehicles ? ['Vehículo'] : []), 'Cantidad'],
    ...lines.map((line, index) => [
      String(index + 1),
      line.key,
      line.name || '—',
      line.measures || '—',
      ...(vehicles ? [line.vehicle || '—'] : []),
      piecesText(line.quantity),
    ]),
  ]
  const widths = rows[0]?.map((_, column) =>
    Math.max(...rows.map((row) => row[column]?.length ?? 0)),
  )
  const format = (row: string[]) =>
    row
      .map((cell, column) => cell.padEnd(widths?.[column] ?? 0))
      .join(' | ')
      .trimEnd()
  const [head, ...body] = rows as [string[], ...string[][]]
  const rule = (widths ?? []).map((width) => '-'.repeat(width)).join('-+-')
  return [format(head), rule, ...body.map(format), '', `Total: ${listSummary(lines)}`].join('\n')
}

/** Who asks, beyond the form's own fields: what the list's e-mail message names. */
export type ListDetails = { company: string; rfc: string; comments: string }

/**
 * The e-mail's message: the request in one line, the company and RFC when given, the table, then
 * the buyer's comments. It reads whole in the quote request's template as it stands.
 */
export function listMessage(lines: readonly QuoteLine[], details: ListDetails): string {
  const company = details.company.trim()
  const rfc = details.rfc.trim().toUpperCase()
  const comments = details.comments.trim()
  return [
    `Solicitud de cotización desde la lista del sitio: ${listSummary(lines)}.`,
    ...(company ? [`Empresa: ${company}`] : []),
    ...(rfc ? [`RFC: ${rfc}`] : []),
    '',
    listTable(lines),
    ...(comments ? ['', 'Comentarios:', comments] : []),
  ].join('\n')
}

/** The lines as data for the e-mail template (`lines` parameter): what sales needs of each. */
export function listData(lines: readonly QuoteLine[]): string {
  return JSON.stringify(
    lines.map(({ key, name, measures, quantity, vehicle }) => ({
      key,
      name,
      measures,
      quantity,
      ...(vehicle ? { vehicle } : {}),
    })),
  )
}

/**
 * The longest WhatsApp link the list makes. Phones open much longer ones, but some browsers and
 * in-app webviews cut links near 2,000 characters, and a cut link loses the end of the list.
 */
export const WHATSAPP_URL_MAX = 2000

/**
 * The WhatsApp link of the list, with as many whole lines as it can carry (`included`; the
 * `omitted` ones did not fit). It is built again on every keystroke of the list page, so the work
 * stays within the link's length: each line's escaped length is measured once, in order, only
 * until the link is full, and the link itself is escaped once.
 */
export function whatsappList(
  number: string,
  lines: readonly QuoteLine[],
  from: { name?: string; company?: string } = {},
) {
  const who = [from.name?.trim(), from.company?.trim()].filter(Boolean).join(', de ')
  const opening = who
    ? `Hola, soy ${who}. Quiero cotizar esta lista:`
    : 'Hola, quiero cotizar esta lista:'
  const item = (index: number) => {
    const line = lines[index] as QuoteLine
    const vehicle = line.vehicle ? ` (${line.vehicle})` : ''
    return `${index + 1}. ${line.key}${line.name ? ` – ${line.name}` : ''}${vehicle}: ${piecesText(line.quantity)}`
  }
  const closing = (count: number) => {
    const rest = lines.length - count
    return rest > 0
      ? `…y ${rest} ${rest === 1 ? 'partida más' : 'partidas más'}: les envío la lista completa por correo.`
      : `Total: ${listSummary(lines)}.`
  }
  const link = (count: number) =>
    whatsappUrl(
      number,
      [opening, ...Array.from({ length: count }, (_, index) => item(index)), closing(count)].join(
        '\n',
      ),
    )
  const escaped = (value: string) => encodeURIComponent(value).length
  const lineBreak = escaped('\n')
  // The link's length with the first `count` lines (their escaped lengths summed in `items`).
  const base = whatsappUrl(number, '').length + escaped(opening) + lineBreak
  const length = (count: number, items: number) =>
    base + items + count * lineBreak + escaped(closing(count))
  // Lines in order while they fit with the closing that names the rest; a longer prefix never
  // fits where a shorter one did not (a line is longer than what the count's digits save).
  let included = 0
  let items = 0
  while (included < lines.length) {
    const next = items + escaped(item(included))
    if (length(included + 1, next) > WHATSAPP_URL_MAX) break
    included++
    items = next
  }
  // The whole list's closing (the total) is shorter than one naming the rest, so the whole list
  // may still fit where it did not with a line fewer.
  if (included < lines.length) {
    let all = items
    for (let index = included; index < lines.length && all <= WHATSAPP_URL_MAX; index++)
      all += escaped(item(index))
    if (length(lines.length, all) <= WHATSAPP_URL_MAX) included = lines.length
  }
  return { href: link(included), included, omitted: lines.length - included }
}
