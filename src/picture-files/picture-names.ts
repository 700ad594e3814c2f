import { type DrawingName, drawingNames } from './drawing-names'

/**
 * The pictures content can put beside a text (the `drawing` field of sections and posts): each
 * product family's render (named like its technical drawing) and the scenes of the company and
 * of the posts. Every picture shows one thing only: no two names stand for the same picture.
 */
export const sceneNames = [
  /** The company: the plant's counter with parts ready to ship */
  'about',
  /** The quote process, step by step */
  'browse',
  'quote',
  'deliver',
  /** Posts */
  'measurePin',
  'studThread',
  'finishes',
  'oeNumber',
] as const

export type SceneName = (typeof sceneNames)[number]

export const pictureNames = [...drawingNames, ...sceneNames] as const

export type PictureName = DrawingName | SceneName
