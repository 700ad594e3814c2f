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
const brandFontFiles = () =>
  BRAND_FACES.map((face) => [face.family, String(face.weight), URLS[face.file] ?? ''] as const)

/**
 * An inline script for the head. Once the first frame is painted it loads the brand faces with
 * the FontFace API (a font requested before that paint would count on the path to the largest
 * paint), then puts all four in at once: one new layout instead of four, each a long task on a
 * slow phone.
 *
 * The metric-matched fallbacks (font-fallbacks.css) keep a line's height, but a block of text can
 * still wrap onto one line more or less in the brand face, and move what is under it. So the
 * faces go in only if nothing on screen would visibly move: every box and run of text in view
 * (what layout-shift scores count: not inline elements, whose text is measured instead, nor the
 * insides of drawings) is measured before, the faces are added, and the moves of 3 px or more
 * (Chromium ignores smaller ones) are scored as Chromium scores a shift (the share of the screen
 * that moved times the distance, over the screen's larger side). The insides of an element that
 * `content-visibility: auto` leaves undrawn (a catalogue card out of view) are not measured:
 * they cannot show a move, and measuring them would lay them out (170 ms instead of 39 for one
 * pass over the door-pins page on a 4× slower CPU). A score of 0.0003 or more (a
 * report rounds anything under 0.0005 to 0) takes them out again in the same task,
 * before anything is painted (the visitor sees no shift, and none is counted). Then they are tried
 * again after each scroll (the screen shows other things), and put in without a check when the
 * page is hidden or right after a click or a key (the visitor acted: the page is expected to
 * change, and layout-shift scores leave out the half second after an input).
 * The same text on every page, so the Content-Security-Policy allows it by one hash. A function,
 * so that a bundle that does not call it drops it (the browser's: the server writes the script).
 */
export const fontLoaderScript = (): string =>
  `(()=>{
if(!self.FontFace)return;
const f=${JSON.stringify(brandFontFiles())};
let d=0,t=0;
const go=()=>{
if(d)return;
d=1;
Promise.all(f.map(([n,w,u])=>{const x=new FontFace(n,'url('+u+') format("woff2")',{weight:w,display:'swap'});return x.load().then(()=>x,()=>0)})).then(l=>{
const faces=l.filter(Boolean),s=document.fonts;
const g=new Range(),at=n=>{if(n.nodeType!==3)return n.getBoundingClientRect();g.selectNodeContents(n);const b=g.getBoundingClientRect(),f=g.getClientRects()[0];return f&&{top:f.top,left:f.left,bottom:b.bottom,width:b.width,height:b.height}};
const seen=()=>{const r=[],h=innerHeight,w=document.createTreeWalker(document.body,5,n=>n.checkVisibility?.({contentVisibilityAuto:1})===!1&&n.checkVisibility()?2:1);for(let n=w.nextNode();n;n=w.nextNode()){const e=n.nodeType===3?n.parentElement:n;if(!e||e instanceof SVGElement&&!(e instanceof SVGSVGElement)||n.nodeType===3&&!n.data.trim())continue;const b=at(n);if(b&&b.bottom>0&&b.top<h&&(b.width||b.height)&&(n.nodeType===3||getComputedStyle(e).display!=='inline'))r.push([n,b.top,b.left,b.width*b.height])}return r};
const put=force=>{
const before=force||document.hidden?[]:seen();
for(const x of faces)s.add(x);
let a=0,m=0;for(const[e,y,z,q]of before){const b=at(e),v=b?Math.max(Math.abs(b.top-y),Math.abs(b.left-z)):1e4;if(v>=3){a+=q;m=Math.max(m,v)}}const V=innerWidth*innerHeight;if(Math.min(1,a/V)*m/Math.max(innerWidth,innerHeight)>=3e-4){for(const x of faces)s.delete(x);return 0}
for(const k of['scroll','click','keydown'])removeEventListener(k,later,true);
document.removeEventListener('visibilitychange',later);
return 1};
const later=e=>{clearTimeout(t);if(e.type==='click'||e.type==='keydown')put(1);else t=setTimeout(put,150)};
if(!put()){for(const k of['scroll','click','keydown'])addEventListener(k,later,{capture:true,passive:true});document.addEventListener('visibilitychange',later)}})};
requestAnimationFrame(()=>setTimeout(go));
setTimeout(go,3e3)})()`.replaceAll('\n', '')
