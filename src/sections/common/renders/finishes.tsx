import { PendingRender } from './PendingRender'
import type { PictureProps } from './picture-props'

export function FinishesRender(props: PictureProps) {
  return <PendingRender name="finishes" {...props} />
}
