import { defineConfig } from 'sanity'
import { structureTool } from 'sanity/structure'
import { FieldWithMessages } from './components/FieldWithMessages'
import { FormWithPublishChecklist } from './components/PublishChecklist'
import { mexicanSpanish } from './i18n/mexican-spanish'
import { photoUploadTool } from './photos/photo-upload-tool'
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
    // Sanity's Spanish bundle in Mexican words, with our own texts where it leaves English.
    mexicanSpanish(),
  ],
  // Photos placed by their file names, many at once.
  tools: (tools) => [...tools, photoUploadTool],
  studio: { components: { layout: SpanishLayout } },
  // Staff publish each document when it is ready: no release planning or scheduled drafts (a
  // second way to publish, in words no one here uses), and no news about Sanity itself.
  releases: { enabled: false },
  scheduledDrafts: { enabled: false },
  announcements: { enabled: false },
  form: {
    components: {
      // The document form (the root input) gets what stops "Publicar" at its foot.
      input: (props) =>
        props.path.length === 0 ? FormWithPublishChecklist(props) : props.renderDefault(props),
      field: FieldWithMessages,
    },
  },
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
