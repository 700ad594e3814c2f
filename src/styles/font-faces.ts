/**
 * The brand's self-hosted faces (Latin subset from @fontsource) and, for each, the local fallback
 * face that stands in on a page where it was not there in time: scripts/font-fallbacks.ts sizes those fallbacks from these
 * files; fonts.css declares them and the head preloads them (seo/document-head.ts), by the same
 * paths.
 */
export type BrandFace = {
  family: 'Barlow' | 'Barlow Condensed'
  weight: 400 | 600 | 700
  /** Path under node_modules. */
  file: string
  /** The fallback family named after the brand family in the font stacks (tokens.css). */
  fallbackFamily: string
  /** The weights of text that this face's fallback draws: those the brand face would draw. */
  fallbackWeights: string
}

export const BRAND_FACES: readonly BrandFace[] = [
  {
    family: 'Barlow',
    weight: 400,
    file: '@fontsource/barlow/files/barlow-latin-400-normal.woff2',
    fallbackFamily: 'Body Fallback',
    fallbackWeights: '100 500',
  },
  {
    family: 'Barlow',
    weight: 600,
    file: '@fontsource/barlow/files/barlow-latin-600-normal.woff2',
    fallbackFamily: 'Body Fallback',
    fallbackWeights: '600 900',
  },
  {
    family: 'Barlow Condensed',
    weight: 600,
    file: '@fontsource/barlow-condensed/files/barlow-condensed-latin-600-normal.woff2',
    fallbackFamily: 'Condensed Fallback',
    fallbackWeights: '100 650',
  },
  {
    family: 'Barlow Condensed',
    weight: 700,
    file: '@fontsource/barlow-condensed/files/barlow-condensed-latin-700-normal.woff2',
    fallbackFamily: 'Condensed Fallback',
    fallbackWeights: '651 900',
  },
]
