/**
 * How each material looks under the render's light: `body` is the
 * shading across a cylinder from its top edge to its bottom (key light above and to the left, a
 * bright band a third of the way down, dark under the axis, a little light bounced from the
 * floor at the bottom edge); `face` an end face turned towards the viewer, from its lit corner to
 * its shaded one.
 */
export type Metal = {
  body: readonly (readonly [number, string])[]
  face: readonly [string, string]
}

const metals = {
  /** Clear (blue) zinc: bluish silver, bright. */
  zinc: {
    body: [
      [0, '#6e7986'],
      [0.2, '#dfe6ee'],
      [0.32, '#fbfdff'],
      [0.52, '#a9b5c2'],
      [0.8, '#58626e'],
      [1, '#a2adb8'],
    ],
    face: ['#eef2f6', '#8e9aa7'],
  },
  /** Yellow zinc ("tropicalizado"): pale greenish gold with a faint rose and green play of colour. */
  yellowZinc: {
    body: [
      [0, '#6d6a3c'],
      [0.2, '#e4e2ad'],
      [0.32, '#fcfbe8'],
      [0.52, '#c4bd7c'],
      [0.8, '#6f6a3a'],
      [1, '#b6a6a0'],
    ],
    face: ['#f1efc8', '#9d9658'],
  },
  /** Phosphate: matte dark grey, wide soft highlight. */
  phosphate: {
    body: [
      [0, '#2f3236'],
      [0.22, '#6c7177'],
      [0.36, '#858a90'],
      [0.56, '#4d5156'],
      [0.82, '#26292c'],
      [1, '#494d52'],
    ],
    face: ['#7c8187', '#3a3d41'],
  },
  /** Black oxide ("pavonado", "negro"): dark grey-black with soft bluish highlights. */
  blackOxide: {
    body: [
      [0, '#1d2026'],
      [0.2, '#5d6674'],
      [0.32, '#8993a2'],
      [0.52, '#353b45'],
      [0.8, '#15171b'],
      [1, '#3b414b'],
    ],
    face: ['#6b7482', '#23272d'],
  },
  /** Bare ground steel. */
  steel: {
    body: [
      [0, '#6a6e73'],
      [0.2, '#dcdfe2'],
      [0.32, '#fafafa'],
      [0.52, '#aeb2b6'],
      [0.8, '#55595e'],
      [1, '#9da1a5'],
    ],
    face: ['#ececec', '#8d9196'],
  },
  brass: {
    body: [
      [0, '#7a4f0e'],
      [0.2, '#e9b650'],
      [0.32, '#ffe7a6'],
      [0.52, '#c98c28'],
      [0.8, '#66420a'],
      [1, '#b07f34'],
    ],
    face: ['#f5d27e', '#a06d1c'],
  },
  copper: {
    body: [
      [0, '#6e3418'],
      [0.2, '#e09a6e'],
      [0.32, '#ffd7bd'],
      [0.52, '#b8643a'],
      [0.8, '#5e2a12'],
      [1, '#a8664a'],
    ],
    face: ['#f2b592', '#94502c'],
  },
  /** Corrugated cardboard (parts boxes, shipping cartons): matte, warm; flat faces use `face`. */
  cardboard: {
    body: [
      [0, '#8a6238'],
      [0.3, '#d8b27c'],
      [0.6, '#b98c56'],
      [1, '#9a6f40'],
    ],
    face: ['#e3c596', '#b08350'],
  },
  /** Moulded plastic in the brand's blue (parts trays, pens): a soft satin highlight. */
  bluePlastic: {
    body: [
      [0, '#062a6e'],
      [0.22, '#3f7ad8'],
      [0.34, '#8fb2ec'],
      [0.55, '#0047ba'],
      [0.82, '#042f7d'],
      [1, '#2a5aa6'],
    ],
    face: ['#4c84dc', '#003a99'],
  },
  /** Red PVC cable insulation (the positive lead): satin, a soft wide highlight. */
  redInsulation: {
    body: [
      [0, '#5c0f0c'],
      [0.2, '#c9342a'],
      [0.34, '#ea6f60'],
      [0.54, '#a9231b'],
      [0.82, '#4a0b08'],
      [1, '#85271f'],
    ],
    face: ['#d9473b', '#7c1812'],
  },
  /** Paper (a tag, a label): warm white, its face from lit to a soft grey. */
  paper: {
    body: [
      [0, '#b9b4a6'],
      [0.2, '#f4f1e8'],
      [0.32, '#fffdf7'],
      [0.52, '#e6e1d3'],
      [0.8, '#b3ad9e'],
      [1, '#d6d1c3'],
    ],
    face: ['#fffdf7', '#ddd8c9'],
  },
  /** Bright chrome plating: the studio mirrored in sharp bands, near white to near black. */
  chrome: {
    body: [
      [0, '#46505b'],
      [0.16, '#f2f6fa'],
      [0.28, '#ffffff'],
      [0.4, '#6c7784'],
      [0.62, '#262c33'],
      [0.86, '#a6b1bd'],
      [1, '#dfe5ec'],
    ],
    face: ['#ffffff', '#7a8591'],
  },
  /** Black rubber (boots, seals): matte, a soft grey sheen where the light falls. */
  rubber: {
    body: [
      [0, '#151619'],
      [0.22, '#3b3e43'],
      [0.34, '#4a4d53'],
      [0.55, '#26282c'],
      [0.82, '#0f1012'],
      [1, '#2b2d31'],
    ],
    face: ['#46494e', '#1b1c1f'],
  },
} as const satisfies Record<string, Metal>

export type MetalName = keyof typeof metals

export const metal = (name: MetalName): Metal => metals[name]
