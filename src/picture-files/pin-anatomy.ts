import { FAMILY_DRAWINGS_DIR } from './drawing-names'

/** The parts of a door pin the bolt-anatomy section can number. */
export type PinAnatomyPart = 'head' | 'shank' | 'bushing' | 'finish'

/**
 * The door-pin drawing of the product pages with a leader on each part (the build draws it,
 * pictures/drawing/pin-anatomy.tsx), in canvas units: where each leader starts on the part and
 * the point it ends on, where the section puts that part's numbered balloon.
 */
export const PIN_ANATOMY = {
  url: `${FAMILY_DRAWINGS_DIR}pin-anatomy.svg`,
  width: 320,
  height: 184,
  markers: {
    head: { x: 45, y: 64, tx: 45, ty: 26 },
    shank: { x: 100, y: 106, tx: 100, ty: 156 },
    bushing: { x: 133, y: 73, tx: 160, ty: 26 },
    finish: { x: 226, y: 106, tx: 226, ty: 156 },
  } satisfies Record<PinAnatomyPart, { x: number; y: number; tx: number; ty: number }>,
} as const
