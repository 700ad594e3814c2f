import { mkdirSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { productImageName } from '../../server/catalogue/compose.ts'
import {
  CATALOGUE_CSV,
  type CatalogueRow,
  loadCatalogueCsv,
} from '../../server/catalogue/load-csv.ts'

// Draws one SVG catalogue sheet per product (side view of the pin with its brass bushing and its
// measures) into public/img/productos/<image_producto>.svg. Run after editing the CSV:
// node scripts/catalogue/draw-images.ts

const OUT_DIR = fileURLToPath(new URL('../../public/img/productos/', import.meta.url))

const STEEL_DARK = '#5b6770'
const STEEL_LIGHT = '#c9d1d8'
const ACCENT = '#0047BA'
const BRASS = '#c9a13b'
const BRASS_DARK = '#8f6f1f'
const FONT = "font-family=\"'Barlow Condensed','Arial Narrow',sans-serif\""

// The pin always spans the same width (the sheet is not to scale); its thickness follows the
// real diameter-to-length ratio, kept within what stays readable.
const PIN_LEFT = 48
const PIN_WIDTH = 224
const AXIS_Y = 124
const MIN_SHANK = 12
const MAX_SHANK = 44

const px = (value: number) => Math.round(value * 10) / 10

function drawPin(row: CatalogueRow): string {
  const scale = PIN_WIDTH / row.lengthMm
  const shank = Math.min(MAX_SHANK, Math.max(MIN_SHANK, row.diameterMm * scale))
  const head = { width: px(Math.max(10, PIN_WIDTH * 0.07)), height: px(shank * 1.6) }
  const left = PIN_LEFT
  const right = PIN_LEFT + PIN_WIDTH
  const shankLeft = left + head.width
  const top = px(AXIS_Y - shank / 2)
  const chamfer = px(shank * 0.2)
  const bushing = {
    left: px(left + PIN_WIDTH * 0.36),
    width: px(PIN_WIDTH * 0.22),
    height: px(shank * 1.3),
  }
  const groove = px(right - PIN_WIDTH * 0.08)
  const diameterX = px(left + PIN_WIDTH * 0.74)
  const lengthY = px(AXIS_Y + head.height / 2 + 24)
  const title = `Perno ${row.key}: largo ${row.lengthMm} mm, diámetro ${row.diameterMm} mm`

  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 240" role="img">
<title>${escapeXml(title)}</title>
<defs><marker id="a" viewBox="0 0 8 8" refX="8" refY="4" markerWidth="8" markerHeight="8" orient="auto-start-reverse"><path d="M0 1L8 4L0 7z" fill="${ACCENT}"/></marker></defs>
<text x="16" y="30" ${FONT} font-size="20" font-weight="700" fill="${ACCENT}">${escapeXml(row.key)}</text>
<g stroke="${STEEL_DARK}" stroke-width="1.5" stroke-linejoin="round">
<path d="M${shankLeft} ${top}H${right - chamfer}L${right} ${px(top + chamfer)}V${px(top + shank - chamfer)}L${right - chamfer} ${px(top + shank)}H${shankLeft}z" fill="${STEEL_LIGHT}"/>
<rect x="${left}" y="${px(AXIS_Y - head.height / 2)}" width="${head.width}" height="${head.height}" rx="3" fill="${STEEL_LIGHT}"/>
<rect x="${bushing.left}" y="${px(AXIS_Y - bushing.height / 2)}" width="${bushing.width}" height="${bushing.height}" rx="2" fill="${BRASS}" stroke="${BRASS_DARK}"/>
<path d="M${groove} ${top}v${px(shank)}" stroke-width="2.5"/>
</g>
<path d="M${shankLeft + 4} ${px(top + shank * 0.28)}H${bushing.left - 4}M${px(bushing.left + bushing.width + 4)} ${px(top + shank * 0.28)}H${groove - 4}" stroke="#fff" stroke-width="2" stroke-linecap="round" opacity=".7"/>
<path d="M${left - 10} ${AXIS_Y}H${right + 10}" stroke="${STEEL_DARK}" stroke-width=".75" stroke-dasharray="10 3 2 3"/>
<g stroke="${ACCENT}" stroke-width="1" fill="none">
<path d="M${left} ${px(AXIS_Y + head.height / 2 + 4)}V${lengthY + 6}M${right} ${px(top + shank + 4)}V${lengthY + 6}"/>
<path d="M${left} ${lengthY}H${right}" marker-start="url(#a)" marker-end="url(#a)"/>
<path d="M${diameterX} ${px(top - 26)}V${top}" marker-end="url(#a)"/>
<path d="M${diameterX} ${px(top + shank + 16)}V${px(top + shank)}" marker-end="url(#a)"/>
</g>
<g ${FONT} font-size="15" fill="${ACCENT}" text-anchor="middle">
<text x="${px(left + PIN_WIDTH / 2)}" y="${lengthY + 20}">${row.lengthMm} mm</text>
<text x="${diameterX}" y="${px(top - 30)}">Ø ${row.diameterMm} mm</text>
</g>
</svg>
`
}

function escapeXml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')
}

mkdirSync(OUT_DIR, { recursive: true })
const rows = loadCatalogueCsv(CATALOGUE_CSV)
for (const row of rows) {
  writeFileSync(`${OUT_DIR}${productImageName(row.key)}.svg`, drawPin(row))
}
console.log(`Drew ${rows.length} product images in public/img/productos/`)
