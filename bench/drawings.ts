/**
 * What the inline pictures (technical drawings and renders) weigh in the prerendered pages:
 * `npm run bench:drawings` after a build prints, and writes to bench/results/drawings.md, each
 * picture's markup size and, per page, the pictures' share of the HTML (raw, gzip and brotli).
 * Every byte of an inlined SVG is in the first response a phone downloads. (Pictures drawn in the
 * browser, such as the catalogue's cards, are weighed by the every-page rule instead.)
 */
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const clientDir = 'dist/client'

async function pages(dir: string): Promise<string[]> {
  const found: string[] = []
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory() && entry.name !== 'assets' && !entry.name.startsWith('_'))
      found.push(...(await pages(path)))
    else if (entry.name === 'index.html') found.push(path)
  }
  return found
}

// Every SVG drawn with the drawing system's root class (product drawings and the bolt diagram),
// and every inline render (the door pins'; family and scene pictures are files, shown as images).
const drawingPattern =
  /<svg[^>]*(?:class="[^"]*_drawing_[^"]*"|data-render="[^"]+")[^>]*>[\s\S]*?<\/svg>/g
const gz = (text: string) => gzipSync(text, { level: 9 }).length
const br = (text: string) =>
  brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length
const kb = (bytes: number) => (bytes / 1024).toFixed(1)

const byName = new Map<string, number>()
const rows: string[] = []
for (const file of (await pages(clientDir)).sort()) {
  const html = await readFile(file, 'utf8')
  const drawings = html.match(drawingPattern) ?? []
  if (!drawings.length) continue
  for (const svg of drawings) {
    const drawing = /data-drawing="([^"]+)"/.exec(svg)?.[1]
    const render = /data-render="([^"]+)"/.exec(svg)?.[1]
    const name = drawing ? `drawing ${drawing}` : render ? `render ${render}` : 'other'
    if (!byName.has(name)) byName.set(name, svg.length)
  }
  const markup = drawings.join('')
  const path = `/${relative(clientDir, file).split(sep).slice(0, -1).join('/')}`
  rows.push(
    `| ${path} | ${drawings.length} | ${kb(markup.length)} | ${kb(gz(markup))} | ${kb(br(markup))} | ${kb(html.length)} | ${kb(gz(html))} |`,
  )
}

const report = [
  '# Inline pictures (drawings and renders) in the prerendered pages',
  '',
  '| page | pictures | pictures KB | pictures KB gzip | pictures KB brotli | page KB | page KB gzip |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...rows,
  '',
  '| picture | bytes |',
  '| --- | ---: |',
  ...[...byName].map(([name, bytes]) => `| ${name} | ${bytes} |`),
  '',
  '(gzip or brotli of the pictures alone overstates their cost in the page, where they compress together',
  'with the rest of the HTML.)',
  '',
].join('\n')
await writeFile('bench/results/drawings.md', report)
console.log(report)
