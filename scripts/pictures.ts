/**
 * The one step that writes the picture files. Everything that draws lives in pictures/, which the
 * browser's bundle never imports: this step bundles pictures/picture-files.tsx with Vite (JSX,
 * CSS modules and the drawing styles inlined, as for the site) and renders every picture to SVG.
 *
 * Usage: node scripts/pictures.ts                rewrites the site's pictures in public/img/
 *        node scripts/pictures.ts --check        leaves them; exits 1 naming each stale file
 *        node scripts/pictures.ts --parts DIR    writes each door pin's drawing, render and card
 *                                                thumbnails into DIR (a build's client folder),
 *                                                from the catalogue
 */
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'vite'
import { writeCardThumbnails } from '../pictures/card-thumbnails.ts'
import { catalogueEndpoints } from '../src/catalogue/contract.ts'
import { reshapeProducts } from '../src/catalogue/reshape.ts'
import { FAMILY_DRAWINGS_DIR } from '../src/picture-files/drawing-names.ts'
import { PICTURE_FILES_DIR } from '../src/picture-files/picture-file.ts'
import { buildCatalogueReader } from './catalogue/build-reader.ts'

const root = resolve(import.meta.dirname, '..')
const publicDir = join(root, 'public')
/** The folders of public/ this step owns: nothing else is written there. */
const SITE_PICTURE_DIRS = [FAMILY_DRAWINGS_DIR, PICTURE_FILES_DIR].map((dir) => dir.slice(1))

type PictureFile = [path: string, svg: string]
type PictureModule = {
  sitePictureFiles: () => PictureFile[]
  partPictureFiles: (products: ReturnType<typeof reshapeProducts>) => PictureFile[]
}

/** pictures/picture-files.tsx, bundled for Node in a folder of its own and imported. */
async function loadPictures(): Promise<PictureModule> {
  // Inside the repository, so that the bundle's imports (react, react-dom) resolve.
  await mkdir(join(root, 'node_modules/.cache'), { recursive: true })
  const outDir = await mkdtemp(join(root, 'node_modules/.cache/pictures-'))
  try {
    await build({
      configFile: false,
      root,
      logLevel: 'warn',
      mode: 'production',
      build: {
        ssr: 'pictures/picture-files.tsx',
        outDir,
        emptyOutDir: true,
        rollupOptions: { output: { entryFileNames: 'pictures.mjs' } },
      },
      ssr: { noExternal: [] },
    })
    return (await import(pathToFileURL(join(outDir, 'pictures.mjs')).href)) as PictureModule
  } finally {
    await rm(outDir, { recursive: true, force: true })
  }
}

async function writeAll(dir: string, files: PictureFile[]) {
  for (const [path, svg] of files) {
    await mkdir(dirname(join(dir, path)), { recursive: true })
    await writeFile(join(dir, path), svg)
  }
}

async function filesIn(dir: string): Promise<string[]> {
  const entries = await readdir(join(publicDir, dir)).catch(() => [] as string[])
  return entries.map((name) => `${dir}${name}`)
}

process.env.NODE_ENV = 'production'
const pictures = await loadPictures()
const partsAt = process.argv.indexOf('--parts')
if (partsAt > 0) {
  const dir = resolve(process.argv[partsAt + 1] ?? '')
  const read = buildCatalogueReader()
  const pins = reshapeProducts((await read(catalogueEndpoints.products())) as unknown[])
  const files = pictures.partPictureFiles(pins)
  await writeAll(dir, files)
  const thumbnails = await writeCardThumbnails(dir, files)
  console.log(
    `pictures: ${files.length} door-pin pictures and ${thumbnails} card thumbnails written`,
  )
} else {
  const files = pictures.sitePictureFiles()
  const written = new Set(files.map(([path]) => path))
  const present = (await Promise.all(SITE_PICTURE_DIRS.map(filesIn))).flat()
  const stale: string[] = []
  for (const [path, svg] of files)
    if ((await readFile(join(publicDir, path), 'utf8').catch(() => '')) !== svg) stale.push(path)
  const extra = present.filter((path) => !written.has(path))
  if (process.argv.includes('--check')) {
    for (const path of stale) console.error(`public/${path} is stale`)
    for (const path of extra) console.error(`public/${path} is no picture's any more`)
    if (stale.length || extra.length) {
      console.error('Run `npm run pictures` and commit the files.')
      process.exit(1)
    }
    console.log(`pictures: the ${files.length} files in public/ are up to date.`)
  } else {
    for (const path of extra) await rm(join(publicDir, path))
    await writeAll(publicDir, files)
    console.log(`pictures: ${stale.length} of ${files.length} files rewritten in public/`)
  }
}
