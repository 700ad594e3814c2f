import { PendingRender } from './PendingRender'
import type { PictureProps } from './picture-props'

export function BushingRender(props: PictureProps) {
  return <PendingRender name="bushing" {...props} />
}
