import { PendingRender } from './PendingRender'
import type { PictureProps } from './picture-props'

export function NutRender(props: PictureProps) {
  return <PendingRender name="nut" {...props} />
}
