/**
 * The page's scenes a photograph can be attached to in the Studio: the company (plant, counter,
 * team) and the three steps of a quote. Ids are what a photo's file name carries after
 * `escena-` (`escena-planta.jpg`).
 */
export const photoScenes = [
  { id: 'planta', title: 'La planta' },
  { id: 'mostrador', title: 'El mostrador' },
  { id: 'equipo', title: 'El equipo' },
  { id: 'paso-1', title: 'Paso 1 de la cotización: elige tus piezas' },
  { id: 'paso-2', title: 'Paso 2 de la cotización: pide tu cotización' },
  { id: 'paso-3', title: 'Paso 3 de la cotización: recibe tu pedido' },
] as const

export type PhotoSceneId = (typeof photoScenes)[number]['id']

export function isPhotoSceneId(value: string): value is PhotoSceneId {
  return photoScenes.some((scene) => scene.id === value)
}

/** The scene's field in the Studio's 'Fotos de la empresa' (`paso-1` → `paso1`). */
export function sceneFieldName(id: PhotoSceneId): string {
  return id.replace(/-/g, '')
}
