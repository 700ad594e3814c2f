import { PendingRender } from './PendingRender'
import type { PictureProps } from './picture-props'

export function MeasurePinRender(props: PictureProps) {
  return <PendingRender name="measurePin" {...props} />
}
