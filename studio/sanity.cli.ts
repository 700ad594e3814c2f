import { fileURLToPath } from 'node:url'
import { defineCliConfig } from 'sanity/cli'
import { siteLayout } from '../scripts/vite-site-layout'

export default defineCliConfig({
  api: {
    projectId: process.env.SANITY_STUDIO_PROJECT_ID || 'local0000',
    dataset: process.env.SANITY_STUDIO_DATASET || 'production',
  },
  // The content rules (src/content-rules) read the site's public folders and routes through it.
  vite: (config) => ({
    ...config,
    plugins: [...(config.plugins ?? []), siteLayout(fileURLToPath(new URL('..', import.meta.url)))],
  }),
  // Read by `npm run typegen` (scripts/typegen.ts), which sets where the schema and output go.
  typegen: {
    path: '../src/**/*.{ts,tsx}',
    schema: process.env.TYPEGEN_SCHEMA || '../.typegen/schema.json',
    generates: process.env.TYPEGEN_OUT || '../src/content/sanity.types.ts',
    overloadClientMethods: true,
  },
})
