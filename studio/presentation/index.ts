import { presentationTool } from 'sanity/presentation'
import { locate } from './locations'
import { mainDocuments } from './main-documents'
import { previewUrl } from './preview-url'

/**
 * The Presentation tool: the site beside the document form, showing drafts as the editor types,
 * with click-to-edit overlays. The site reads drafts through this Studio's own connection, so
 * it needs no token (see src/live/presentation.ts).
 */
export const sitePresentation = () =>
  presentationTool({
    title: 'Vista previa',
    previewUrl: { initial: previewUrl },
    resolve: { locations: locate, mainDocuments },
  })
