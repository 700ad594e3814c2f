import { PendingRender } from './PendingRender'
import type { PictureProps } from './picture-props'

export function ClipRender(props: PictureProps) {
  return <PendingRender name="clip" {...props} />
}
