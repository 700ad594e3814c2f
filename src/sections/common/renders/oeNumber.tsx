import { PendingRender } from './PendingRender'
import type { PictureProps } from './picture-props'

export function OeNumberRender(props: PictureProps) {
  return <PendingRender name="oeNumber" {...props} />
}
