import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createSecureServer } from 'node:http2'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import sharp from 'sharp'
import { readSnapshot } from '../../src/content/snapshot-source.ts'
import { startContractServer } from '../../tests/e2e/contract-server/server.ts'
import {
  CONTRACT_API_URL,
  E2E_CONTRACT_PORT,
  E2E_SANITY_PORT,
  LIVE_BUILD,
} from '../../tests/e2e/helpers.ts'
import { cdnImage } from '../../tests/e2e/live/image-cdn.ts'
import { liveDataset } from '../../tests/e2e/live/photo-documents.ts'
import { startSanityApi } from '../../tests/e2e/live/sanity-api.ts'
import { createFakeSanity } from '../../tests/fake-sanity.ts'
import { fail } from './fail.ts'

const root = resolve(import.meta.dirname, '..', '..')

const photoFiles = new Map<string, Promise<Buffer>>()

/**
 * What Sanity's CDN sends for `auto=format` to a browser that takes WebP, as heavy as a detailed
 * photograph (about 0.15 byte a pixel at quality 75): the stand-in's flat bands under fine
 * grain. The bands alone would weigh a tenth of a photograph and flatter the pages.
 */
function photographicWebp(key: string, png: Buffer): Promise<Buffer> {
  let file = photoFiles.get(key)
  if (!file) {
    const image = sharp(png)
    file = image.metadata().then(async ({ width = 1, height = 1 }) => {
      const grain = await sharp({
        create: {
          width,
          height,
          channels: 3,
          background: '#808080',
          noise: { type: 'gaussian', mean: 128, sigma: 40 },
        },
      })
        .blur(0.8)
        .png()
        .toBuffer()
      return image
        .composite([{ input: grain, blend: 'overlay' }])
        .webp({ quality: 75 })
        .toBuffer()
    })
    photoFiles.set(key, file)
  }
  return file
}

/** The live build's folders, as `npm run test:e2e` (tests/e2e/live/build.ts) writes them. */
const liveClientDir = () => resolve(root, LIVE_BUILD.dir, 'client')

/**
 * What `bench:web --photos` measures against: the live build (a build with a Sanity project,
 * whose content has photographs), its catalogue (the contract server the build was made with),
 * the stand-in of Sanity's query API its server renders from, and an HTTPS stand-in of Sanity's
 * hosts that Lighthouse's Chromium reaches under their own names (a self-signed certificate,
 * accepted by that Chromium only): the image CDN, with the e2e tests' generated pictures at the
 * size each URL asks for (as photograph-weight WebP where the browser takes it), and the query CDN
 * and live events a live page asks for as it opens.
 */
export async function startPhotoStandIns(): Promise<{
  /** For the site server: the live build, served as production would serve it. */
  env: Record<string, string>
  /** For Lighthouse's Chromium: Sanity's hosts are the stand-in. */
  chromeFlags: string[]
  stop: () => Promise<void>
}> {
  if (!existsSync(join(liveClientDir(), 'index.html')))
    fail(`No live build at ${LIVE_BUILD.dir}/. Run: npx node tests/e2e/live/build.ts`)
  const servers: { close(done?: () => void): unknown }[] = []
  const certDir = mkdtempSync(join(tmpdir(), 'bench-cdn-'))
  try {
    servers.push(await startContractServer(E2E_CONTRACT_PORT))
    servers.push(await startSanityApi({ port: E2E_SANITY_PORT, ...liveDataset() }))
    execFileSync(
      'openssl',
      [
        ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1'],
        ...['-subj', '/CN=cdn.sanity.io', '-addext', 'subjectAltName=DNS:*.sanity.io'],
        ...['-keyout', join(certDir, 'key.pem'), '-out', join(certDir, 'cert.pem')],
      ],
      { stdio: 'ignore' },
    )
    const dataset = liveDataset()
    const sanity = createFakeSanity([...(await readSnapshot(dataset.snapshot)), ...dataset.extra])
    // HTTP/2, as Sanity's CDN answers.
    const cdn = createSecureServer(
      {
        key: readFileSync(join(certDir, 'key.pem')),
        cert: readFileSync(join(certDir, 'cert.pem')),
        allowHTTP1: true,
      },
      async (request, response) => {
        const url = new URL(request.url ?? '/', 'https://cdn.sanity.io')
        const cors = {
          'access-control-allow-origin': request.headers.origin ?? '*',
          'access-control-allow-headers': '*',
        }
        if (request.method === 'OPTIONS') return void response.writeHead(204, cors).end()
        const image = cdnImage(url)
        if (image) {
          const webp =
            url.searchParams.get('auto') === 'format' &&
            (request.headers.accept ?? '').includes('image/webp')
          // As Sanity's CDN: a photo's URL names its asset and size, and never changes.
          response.writeHead(image.status, {
            ...cors,
            'content-type': webp ? 'image/webp' : image.type,
            'cache-control': 'public, max-age=31536000, immutable',
          })
          return void response.end(webp ? await photographicWebp(url.href, image.body) : image.body)
        }
        // The published content a live page asks for as it opens, and its stream of changes
        // (kept open, as Sanity's: nothing is published during the run).
        if (url.pathname.includes('/data/query/')) {
          response.writeHead(200, { ...cors, 'content-type': 'application/json' })
          return void response.end(JSON.stringify(await sanity.answerQuery(url)))
        }
        if (url.pathname.includes('/data/live/events/')) {
          response.writeHead(200, { ...cors, 'content-type': 'text/event-stream' })
          return void response.write(': open\n\n')
        }
        response.writeHead(404, cors).end()
      },
    )
    await new Promise<void>((done) => cdn.listen(0, '127.0.0.1', done))
    servers.push(cdn)
    const port = (cdn.address() as AddressInfo).port
    return {
      env: {
        CLIENT_DIR: liveClientDir(),
        CSP_HASHES_FILE: resolve(root, LIVE_BUILD.dir, 'csp-script-hashes.json'),
        VITALS_DB: 'off',
        VITE_SANITY_PROJECT_ID: LIVE_BUILD.projectId,
        VITE_SANITY_STUDIO_URL: LIVE_BUILD.studioUrl,
        VITE_CATALOG_API_URL: CONTRACT_API_URL,
        SANITY_API_HOST: LIVE_BUILD.sanityApiHost,
      },
      chromeFlags: [
        `--host-resolver-rules=MAP cdn.sanity.io:443 127.0.0.1:${port}, MAP *.sanity.io:443 127.0.0.1:${port}`,
        '--ignore-certificate-errors',
      ],
      stop: async () => {
        await Promise.all(
          servers.map((server) => new Promise<void>((done) => server.close(() => done()))),
        )
      },
    }
  } catch (error) {
    for (const server of servers) server.close()
    throw error
  } finally {
    rmSync(certDir, { recursive: true, force: true })
  }
}
