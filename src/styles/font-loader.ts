import barlow400 from '@fontsource/barlow/files/barlow-latin-400-normal.woff2?url'
import barlow600 from '@fontsource/barlow/files/barlow-latin-600-normal.woff2?url'
import condensed600 from '@fontsource/barlow-condensed/files/barlow-condensed-latin-600-normal.woff2?url'
import condensed700 from '@fontsource/barlow-condensed/files/barlow-condensed-latin-700-normal.woff2?url'
import { BRAND_FACES } from './font-faces'

const URLS: Record<string, string> = {
  [BRAND_FACES[0]?.file ?? '']: barlow400,
  [BRAND_FACES[1]?.file ?? '']: barlow600,
  [BRAND_FACES[2]?.file ?? '']: condensed600,
  [BRAND_FACES[3]?.file ?? '']: condensed700,
}

/** [family, weight, url] of each brand face, as the inline loader reads them. */
export const brandFontFiles = BRAND_FACES.map(
  (face) => [face.family, String(face.weight), URLS[face.file] ?? ''] as const,
)

/**
 * An inline script for the head: once the first frame is painted it loads the brand faces with the
 * FontFace API and adds them all at once when every one has arrived (or failed). A font requested
 * before that paint would count on the path to the largest paint; the metric-matched fallbacks
 * (font-fallbacks.css) keep the swap from moving any text; and one swap for the four faces costs
 * the page one new layout instead of four, each a long task on a slow phone.
 * The same text on every page, so the Content-Security-Policy allows it by one hash.
 */
export const fontLoaderScript = `(()=>{if(!self.FontFace)return;const f=${JSON.stringify(brandFontFiles)};let d=0;const go=()=>{if(d)return;d=1;Promise.all(f.map(([n,w,u])=>{const x=new FontFace(n,'url('+u+') format("woff2")',{weight:w,display:'swap'});return x.load().then(()=>x,()=>0)})).then(l=>{for(const x of l)if(x)document.fonts.add(x)})};requestAnimationFrame(()=>setTimeout(go));setTimeout(go,3e3)})()`
