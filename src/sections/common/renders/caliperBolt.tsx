import { PendingRender } from './PendingRender'
import type { PictureProps } from './picture-props'

export function CaliperBoltRender(props: PictureProps) {
  return <PendingRender name="caliperBolt" {...props} />
}
