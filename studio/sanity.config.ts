import { esESLocale } from '@sanity/locale-es-es'
import { defineConfig } from 'sanity'
import { structureTool } from 'sanity/structure'
import { sitePresentation } from './presentation'
import { schemaTypes } from './schemaTypes'
import { SpanishLayout } from './spanish-layout'
import { singletonActions, singletonTypes, structure } from './structure'

export default defineConfig({
  name: 'default',
  title: 'Sitio web · Pernos y birlos',
  projectId: process.env.SANITY_STUDIO_PROJECT_ID || 'local0000',
  dataset: process.env.SANITY_STUDIO_DATASET || 'production',
  plugins: [
    structureTool({ structure, title: 'Contenido' }),
    sitePresentation(),
    // The Spanish bundle (es-ES, the closest Sanity offers to es-MX) for every translated string.
    esESLocale(),
  ],
  studio: { components: { layout: SpanishLayout } },
  // Sanity names this tool in English in code, outside its translations.
  tools: (tools) =>
    tools.map((tool) => (tool.name === 'releases' ? { ...tool, title: 'Lanzamientos' } : tool)),
  schema: {
    types: schemaTypes,
    // Singletons cannot be created from the "new document" menu.
    templates: (templates) => templates.filter(({ schemaType }) => !singletonTypes.has(schemaType)),
  },
  document: {
    actions: (actions, { schemaType }) =>
      singletonTypes.has(schemaType)
        ? actions.filter(({ action }) => action && singletonActions.has(action))
        : actions,
  },
})
