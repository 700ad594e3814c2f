import { afterEach, describe, expect, it, vi } from 'vitest'
import { whatsappUrl } from '../site/contact-links'
import { piecesText } from '../ui/numbers'
import type { QuoteLine } from './line'
import {
  listData,
  listMessage,
  listSummary,
  listTable,
  WHATSAPP_URL_MAX,
  whatsappList,
} from './list-text'

const line = (key: string, quantity: number, name = 'Perno de puerta trasera'): QuoteLine => ({
  key,
  name,
  measures: 'Largo 52 mm · Diámetro 7.9 mm',
  href: `/pernos-para-puerta/${key.toLowerCase()}`,
  picture: '',
  quantity,
})
const lines = [line('PP-1', 50), line('BR-1245', 1000, 'Birlo M12 × 1.5'), line('TU-7', 10, '')]

describe('the list as text', () => {
  it('sums lines and pieces the Mexican way', () => {
    expect(listSummary(lines)).toBe('3 partidas, 1,060 piezas')
    expect(listSummary([line('PP-1', 1)])).toBe('1 partida, 1 pieza')
  })

  it('writes a padded table with every line and the total', () => {
    expect(listTable(lines)).toBe(
      [
        '# | Clave   | Pieza                   | Medidas                       | Cantidad',
        '--+---------+-------------------------+-------------------------------+-------------',
        '1 | PP-1    | Perno de puerta trasera | Largo 52 mm · Diámetro 7.9 mm | 50 piezas',
        '2 | BR-1245 | Birlo M12 × 1.5         | Largo 52 mm · Diámetro 7.9 mm | 1,000 piezas',
        '3 | TU-7    | —                       | Largo 52 mm · Diámetro 7.9 mm | 10 piezas',
        '',
        'Total: 3 partidas, 1,060 piezas',
      ].join('\n'),
    )
  })

  it('writes the message: request, company and RFC when given, table, comments', () => {
    expect(
      listMessage(lines, { company: ' Taller Norte ', rfc: 'xaxx010101000', comments: '' }),
    ).toBe(
      [
        'Solicitud de cotización desde la lista del sitio: 3 partidas, 1,060 piezas.',
        'Empresa: Taller Norte',
        'RFC: XAXX010101000',
        '',
        listTable(lines),
      ].join('\n'),
    )
    const bare = listMessage([line('PP-1', 10)], {
      company: '',
      rfc: ' ',
      comments: 'Urge.\nGracias',
    })
    expect(bare).not.toMatch(/Empresa|RFC/)
    expect(bare.endsWith('\n\nComentarios:\nUrge.\nGracias')).toBe(true)
  })

  it('gives the template the lines as data', () => {
    expect(JSON.parse(listData(lines))).toEqual([
      {
        key: 'PP-1',
        name: 'Perno de puerta trasera',
        measures: 'Largo 52 mm · Diámetro 7.9 mm',
        quantity: 50,
      },
      {
        key: 'BR-1245',
        name: 'Birlo M12 × 1.5',
        measures: 'Largo 52 mm · Diámetro 7.9 mm',
        quantity: 1000,
      },
      { key: 'TU-7', name: '', measures: 'Largo 52 mm · Diámetro 7.9 mm', quantity: 10 },
    ])
  })
})

describe('the vehicle each part was chosen for', () => {
  const forTsuru = [{ ...line('PP-98', 10), vehicle: 'Nissan Tsuru 2005' }, line('PP-1', 20)]

  it('has a column of the table only when a line names one', () => {
    expect(listTable(forTsuru).split('\n').slice(0, 4)).toEqual([
      '# | Clave | Pieza                   | Medidas                       | Vehículo          | Cantidad',
      '--+-------+-------------------------+-------------------------------+-------------------+----------',
      '1 | PP-98 | Perno de puerta trasera | Largo 52 mm · Diámetro 7.9 mm | Nissan Tsuru 2005 | 10 piezas',
      '2 | PP-1  | Perno de puerta trasera | Largo 52 mm · Diámetro 7.9 mm | —                 | 20 piezas',
    ])
    expect(listTable(lines)).not.toContain('Vehículo')
  })

  it('goes in the lines’ data and the WhatsApp message', () => {
    expect(JSON.parse(listData(forTsuru))[0]).toMatchObject({ vehicle: 'Nissan Tsuru 2005' })
    expect(JSON.parse(listData(forTsuru))[1]).not.toHaveProperty('vehicle')
    const text = new URL(whatsappList('5512345678', forTsuru).href).searchParams.get('text')
    expect(text?.split('\n').slice(1, 3)).toEqual([
      '1. PP-98 – Perno de puerta trasera (Nissan Tsuru 2005): 10 piezas',
      '2. PP-1 – Perno de puerta trasera: 20 piezas',
    ])
  })
})

describe('the WhatsApp message', () => {
  it('names every line with its quantity, and who asks when known', () => {
    const { href, included, omitted } = whatsappList('55 1234 5678', lines, {
      name: 'Ana',
      company: 'Taller Norte',
    })
    expect([included, omitted]).toEqual([3, 0])
    const url = new URL(href)
    expect(url.origin + url.pathname).toBe('https://wa.me/5512345678')
    expect(url.searchParams.get('text')).toBe(
      [
        'Hola, soy Ana, de Taller Norte. Quiero cotizar esta lista:',
        '1. PP-1 – Perno de puerta trasera: 50 piezas',
        '2. BR-1245 – Birlo M12 × 1.5: 1,000 piezas',
        '3. TU-7: 10 piezas',
        'Total: 3 partidas, 1,060 piezas.',
      ].join('\n'),
    )
  })

  it('keeps the link within the limit and says how many lines were left out', () => {
    const long = Array.from({ length: 50 }, (_, n) => line(`PP-${n + 1}`, 10 + n))
    const { href, included, omitted } = whatsappList('5512345678', long)
    expect(href.length).toBeLessThanOrEqual(WHATSAPP_URL_MAX)
    expect(included).toBeGreaterThan(5)
    expect(included + omitted).toBe(50)
    const text = new URL(href).searchParams.get('text') ?? ''
    expect(text).toContain(`${included}. PP-${included} –`)
    expect(text).not.toContain(`${included + 1}. PP-`)
    expect(
      text.endsWith(`…y ${omitted} partidas más: les envío la lista completa por correo.`),
    ).toBe(true)
    // One more line would not have fit.
    const next = `${included + 1}. PP-${included + 1} – Perno de puerta trasera: ${piecesText(10 + included)}`
    const lines = text.split('\n')
    const longer = [...lines.slice(0, -1), next, lines.at(-1)].join('\n')
    expect(whatsappUrl('5512345678', longer).length).toBeGreaterThan(WHATSAPP_URL_MAX)
  })

  it('carries as many lines as the longest link that fits, whatever the lines', () => {
    // The first way it was found: the whole message built for every count, from all lines down.
    const reference = (all: QuoteLine[]) => {
      const text = (count: number) => {
        const rest = all.length - count
        return [
          'Hola, quiero cotizar esta lista:',
          ...all
            .slice(0, count)
            .map(
              (line, index) =>
                `${index + 1}. ${line.key}${line.name ? ` – ${line.name}` : ''}: ${piecesText(line.quantity)}`,
            ),
          rest > 0
            ? `…y ${rest} ${rest === 1 ? 'partida más' : 'partidas más'}: les envío la lista completa por correo.`
            : `Total: ${listSummary(all)}.`,
        ].join('\n')
      }
      let count = all.length
      while (count > 0 && whatsappUrl('5512345678', text(count)).length > WHATSAPP_URL_MAX) count--
      return { href: whatsappUrl('5512345678', text(count)), included: count }
    }
    for (const name of ['', 'Perno', 'Perno de puerta trasera con cabeza ñ']) {
      for (let length = 0; length <= 90; length++) {
        const all = Array.from({ length }, (_, n) => line(`P${n + 1}`, 1 + n * 7, name))
        const { href, included } = whatsappList('5512345678', all)
        expect({ href, included }, `${length} lines named '${name}'`).toEqual(reference(all))
      }
    }
    // A short last line: the whole list with its total fits where a line fewer, with the closing
    // that names the rest, does not.
    const all = Array.from({ length: 20 }, (_, n) =>
      n < 19 ? line(`P${n + 1}`, 1, 'x'.repeat(56)) : line('A', 1, ''),
    )
    expect(whatsappList('5512345678', all).included).toBe(20)
    expect(reference(all).included).toBe(20)
  })

  it('finds how many lines fit with work bounded by the link, however long the list', () => {
    // Each keystroke on the list page builds the message again: the work of one build must not
    // grow with the square of the list (nor with the list at all, beyond its sum).
    const encode = vi.spyOn(globalThis, 'encodeURIComponent')
    const encoded = () =>
      encode.mock.calls.reduce((characters, [value]) => characters + String(value).length, 0)
    for (const length of [1_000, 10_000]) {
      encode.mockClear()
      const long = Array.from({ length }, (_, n) => line(`PP-${n + 1}`, 10 + n))
      const { href, included, omitted } = whatsappList('5512345678', long, { name: 'Ana' })
      expect(href.length).toBeLessThanOrEqual(WHATSAPP_URL_MAX)
      expect(included + omitted).toBe(length)
      const text = new URL(href).searchParams.get('text') ?? ''
      expect(text.split('\n')).toHaveLength(included + 2)
      expect(encoded()).toBeLessThanOrEqual(3 * WHATSAPP_URL_MAX)
    }
  })
})

afterEach(() => vi.restoreAllMocks())
