/// <reference types="vitest/config" />

import { readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv, type Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { catalogueSize } from './scripts/catalogue-size.ts'
import { devServer } from './scripts/vite-dev-server.ts'
import { precacheTransform } from './scripts/vite-precache.ts'
import { routerOptions } from './scripts/vite-router-options.ts'
import { siteLayout } from './scripts/vite-site-layout.ts'
import { withScriptPolicy } from './server/http/csp-meta.ts'
import { formsBuildProblem, localTokenProblem } from './src/forms/build-env.ts'
import { LOCAL_DEV_TOKEN } from './src/forms/robot-check/local-token.ts'
import { appManifest } from './src/offline/app-manifest.ts'
import { OFFLINE_PAGE_FILE, offlinePageHtml } from './src/offline/offline-page.ts'

/**
 * The prerender inlines the stylesheet (server/content/router-manifest.ts); this tells the router's
 * client to hydrate that <style> rather than render an empty one. It must come after the router
 * plugin, which defines the flag as "false".
 */
function inlineCssEnabled(): Plugin {
  const enabled = JSON.stringify('true')
  return {
    name: 'site-inline-css-enabled',
    config: () => ({
      define: {
        'process.env.TSS_INLINE_CSS_ENABLED': enabled,
        'import.meta.env.TSS_INLINE_CSS_ENABLED': enabled,
      },
    }),
  }
}

/**
 * A production build needs the form services (EmailJS ids, reCAPTCHA site key); it stops with
 * a message naming what is missing, unless SITE_LOCAL_FORMS=1 declares a local build, and it
 * never ships the local robot check's token.
 */
function formsEnvGuard(): Plugin {
  let env: Record<string, string | undefined> | null = null
  return {
    name: 'site-forms-env-guard',
    config(_config, { command, mode }) {
      if (command !== 'build' || mode !== 'production') return
      env = { ...loadEnv(mode, process.cwd(), ''), ...process.env }
      const problem = formsBuildProblem(env)
      if (problem) throw new Error(problem)
    },
    // And the bundle it wrote must not hold the local robot check's token.
    generateBundle(_options, bundle) {
      if (!env) return
      const chunks = Object.values(bundle).flatMap((item) =>
        item.type === 'chunk' ? [{ fileName: item.fileName, code: item.code }] : [],
      )
      const problem = localTokenProblem(env, chunks, LOCAL_DEV_TOKEN)
      if (problem) this.error(problem)
    },
  }
}

/**
 * The build's year, for text that must read the same in the prerendered page and after
 * hydration (the footer's copyright): fixed when the site is built, never the visitor's clock.
 * SOURCE_DATE_EPOCH, when set, makes it reproducible.
 */
function buildYear(): number {
  const epoch = Number(process.env.SOURCE_DATE_EPOCH)
  return (
    Number.isFinite(epoch) && epoch > 0 ? new Date(epoch * 1000) : new Date()
  ).getUTCFullYear()
}

/** The page the service worker shows for a page it has not kept, offline (src/offline/). */
function offlinePage(): Plugin {
  return {
    name: 'site-offline-page',
    apply: 'build',
    generateBundle() {
      const mark = readFileSync(
        fileURLToPath(new URL('public/favicon.svg', import.meta.url)),
        'utf8',
      ).replace('<svg ', '<svg aria-hidden="true" ')
      // Its script policy in a meta, as every built page carries one (it has no script).
      this.emitFile({
        type: 'asset',
        fileName: OFFLINE_PAGE_FILE,
        source: withScriptPolicy(offlinePageHtml(mark), []),
      })
    },
  }
}

/**
 * The installable app: its manifest and the service worker (service-worker/sw.ts, Workbox),
 * which src/offline/start.ts registers once a page has loaded. Client build only.
 */
function installableApp(): Plugin[] {
  let outDir = ''
  const resolvedOutDir: Plugin = {
    name: 'site-client-out-dir',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
  }
  return [
    resolvedOutDir,
    ...VitePWA({
      strategies: 'injectManifest',
      srcDir: 'service-worker',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: appManifest,
      includeManifestIcons: false,
      devOptions: { enabled: false },
      injectManifest: {
        globPatterns: [
          'assets/**/*.{js,css,woff2}',
          OFFLINE_PAGE_FILE,
          'favicon.svg',
          'icons/*.png',
          // The site's own pictures (each line's family, the posts' scenes): a line page kept
          // offline shows its drawing even when it was below the fold on the visit.
          'img/familias/*.svg',
          'img/imagenes/*.svg',
        ],
        manifestTransforms: [precacheTransform(() => outDir)],
      },
    }),
  ]
}

/** The catalogue's sheets: CATALOGUE_DIR, as the server reads it, or the repository's. */
const catalogueDir = fileURLToPath(
  new URL(process.env.CATALOGUE_DIR ?? 'data/catalogue', `file://${process.cwd()}/`),
)

export default defineConfig(({ isSsrBuild }) => ({
  appType: 'custom',
  define: {
    __BUILD_YEAR__: JSON.stringify(buildYear()),
    // How many parts the catalogue holds when the site is built: a figure counted, not typed.
    __CATALOGUE_PARTS__: JSON.stringify(catalogueSize(catalogueDir)),
  },
  plugins: [
    formsEnvGuard(),
    tanstackRouter(routerOptions),
    inlineCssEnabled(),
    react(),
    devServer(),
    // Only the unit tests import it (the content rules); the site's bundles never do.
    siteLayout(fileURLToPath(new URL('.', import.meta.url))),
    ...(isSsrBuild ? [] : [offlinePage(), ...installableApp()]),
  ],
  build: isSsrBuild
    ? { outDir: 'dist/server', emptyOutDir: true }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        // One stylesheet for the whole site: small, cached once, linked by every prerendered page.
        cssCodeSplit: false,
        rollupOptions: { input: 'src/entry-client.tsx' },
      },
  test: {
    // One worker per core: the default keeps a core for the main process, which on a 2-core
    // machine halves the suite's speed while that process mostly waits.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'site',
          environment: 'jsdom',
          // The Node build of @sanity/client has its own transport that MSW cannot see; the
          // fetch-based build lets tests of the Sanity source go through MSW.
          alias: [
            {
              find: /^@sanity\/client$/,
              replacement: fileURLToPath(
                new URL('node_modules/@sanity/client/dist/index.js', import.meta.url),
              ),
            },
            {
              find: /^get-it$/,
              replacement: fileURLToPath(
                new URL('node_modules/get-it/dist/index.js', import.meta.url),
              ),
            },
          ],
          server: { deps: { inline: ['@sanity/client'] } },
          include: [
            'src/**/*.test.{ts,tsx}',
            'pictures/**/*.test.{ts,tsx}',
            'tests/unit/**/*.test.{ts,tsx}',
          ],
          // One jsdom per worker, each test file still in its own VM context: creating jsdom for
          // every file was half of the suite's time.
          pool: 'vmThreads',
          setupFiles: ['tests/vm-globals.ts', 'tests/setup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
        },
      },
    ],
  },
}))
