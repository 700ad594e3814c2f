import { defineCliConfig } from 'sanity/cli'

export default defineCliConfig({
  api: {
    projectId: process.env.SANITY_STUDIO_PROJECT_ID || 'local0000',
    dataset: process.env.SANITY_STUDIO_DATASET || 'production',
  },
  // Read by `npm run typegen` (scripts/typegen.ts), which sets where the schema and output go.
  typegen: {
    path: '../src/**/*.{ts,tsx}',
    schema: process.env.TYPEGEN_SCHEMA || '../.typegen/schema.json',
    generates: process.env.TYPEGEN_OUT || '../src/content/sanity.types.ts',
    overloadClientMethods: true,
  },
})
