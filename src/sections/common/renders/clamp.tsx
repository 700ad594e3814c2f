import { PendingRender } from './PendingRender'
import type { PictureProps } from './picture-props'

export function ClampRender(props: PictureProps) {
  return <PendingRender name="clamp" {...props} />
}
