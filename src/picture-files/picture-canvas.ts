/** The canvas of every family render and scene: the drawings' frame, so either fits its place. */
export const PICTURE_CANVAS = { width: 320, height: 200 }
