import { PendingRender } from './PendingRender'
import type { PictureProps } from './picture-props'

export function HeavyStudRender(props: PictureProps) {
  return <PendingRender name="heavyStud" {...props} />
}
