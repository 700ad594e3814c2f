import type { ReactNode } from 'react'
import { ClipboardIcon, PinIcon, SearchIcon } from '../ui/icons'
import { PhotoImg } from './PhotoImg'
import { usePagePhotos } from './page-photos'
import styles from './ScenePicture.module.css'
import { scenesOf } from './scene-of-picture'
import type { PhotoSceneId } from './scenes'

/** Each quote step's icon: look the part up, ask for the quote, pick the order up. */
const stepIcons: Partial<Record<PhotoSceneId, typeof SearchIcon>> = {
  'paso-1': SearchIcon,
  'paso-2': ClipboardIcon,
  'paso-3': PinIcon,
}

/**
 * Where a section shows a picture by name (`picture`: the drawn one, rendered by the caller):
 * a scene of the company or of a quote step shows its photograph when the Studio has one, and
 * otherwise a panel of type that shows nothing it is not (the drawn scenes stood for a plant and
 * a counter no one had photographed). Every other picture (a product family's render) stays.
 */
export function ScenePicture({
  name,
  picture,
  priority = false,
}: {
  name: string
  picture: ReactNode
  priority?: boolean
}) {
  const { scenes } = usePagePhotos()
  const ids = scenesOf(name)
  if (!ids) return picture
  const id = ids.find((scene) => scenes[scene])
  const photo = id ? scenes[id] : undefined
  if (photo) return <PhotoImg photo={photo} place="scene" first={priority} />
  // A quote step's icon, or the company's name: type and icons, not a picture of a place.
  const Step = ids[0] ? stepIcons[ids[0]] : undefined
  return (
    <div className={styles.standIn} aria-hidden="true" data-scene={ids[0]}>
      {Step ? (
        <Step className={styles.icon} />
      ) : (
        <>
          <span className={styles.mark}>Fijamex</span>
          <span className={styles.words}>Piezas de sujeción automotriz</span>
        </>
      )}
    </div>
  )
}
