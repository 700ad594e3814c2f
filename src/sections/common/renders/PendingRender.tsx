import { useId } from 'react'
import { StudioFrame } from '../../../ui/render/StudioFrame'
import { isDrawingName } from '../drawing-names'
import { Drawing } from '../drawings'
import type { PictureName } from '../picture-names'
import { PICTURE_CANVAS, type PictureProps } from './picture-props'

/** Stand-in while a picture is being drawn: the family's technical drawing, or an empty studio. */
export function PendingRender({ name, title }: PictureProps & { name: PictureName }) {
  const id = useId().replace(/[^\w-]/g, '')
  if (isDrawingName(name)) return <Drawing name={name} title={title} />
  return (
    <StudioFrame id={id} name={name} {...PICTURE_CANVAS} title={title}>
      {null}
    </StudioFrame>
  )
}
