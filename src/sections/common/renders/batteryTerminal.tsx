import { PendingRender } from './PendingRender'
import type { PictureProps } from './picture-props'

export function BatteryTerminalRender(props: PictureProps) {
  return <PendingRender name="batteryTerminal" {...props} />
}
