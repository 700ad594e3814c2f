import type { ComponentType } from 'react'
import type { PictureName } from '../src/picture-files/picture-names'
import { pictureTitles } from '../src/picture-files/picture-titles'
import { AboutRender } from './renders/about'
import { BatteryTerminalRender } from './renders/batteryTerminal'
import { BrakeKitRender } from './renders/brakeKit'
import { BrowseRender } from './renders/browse'
import { BushingRender } from './renders/bushing'
import { CaliperBoltRender } from './renders/caliperBolt'
import { ClampRender } from './renders/clamp'
import { ClipRender } from './renders/clip'
import { DeliverRender } from './renders/deliver'
import { FinishesRender } from './renders/finishes'
import { HeavyStudRender } from './renders/heavyStud'
import { MeasurePinRender } from './renders/measurePin'
import { NutRender } from './renders/nut'
import { OeNumberRender } from './renders/oeNumber'
import type { PictureProps } from './renders/picture-props'
import { PinRender } from './renders/pin'
import { QuoteRender } from './renders/quote'
import { StudRender } from './renders/stud'
import { StudThreadRender } from './renders/studThread'
import { WasherRender } from './renders/washer'
import { WedgeRender } from './renders/wedge'

/** Each picture's render (docs/drawings.md, "Renders"): one file per family or scene. */
const renders: Record<PictureName, ComponentType<PictureProps>> = {
  pin: PinRender,
  stud: StudRender,
  heavyStud: HeavyStudRender,
  nut: NutRender,
  brakeKit: BrakeKitRender,
  caliperBolt: CaliperBoltRender,
  batteryTerminal: BatteryTerminalRender,
  washer: WasherRender,
  clip: ClipRender,
  bushing: BushingRender,
  clamp: ClampRender,
  wedge: WedgeRender,
  about: AboutRender,
  browse: BrowseRender,
  quote: QuoteRender,
  deliver: DeliverRender,
  measurePin: MeasurePinRender,
  studThread: StudThreadRender,
  finishes: FinishesRender,
  oeNumber: OeNumberRender,
}

/**
 * A picture's SVG, by name: what the prerender writes to each picture's file (picture-files.tsx)
 * and what the pictures' tests check. Pages show the file (`Picture`), so no page carries the
 * renders' code.
 */
export function PictureRender({ name, titled = false }: { name: PictureName; titled?: boolean }) {
  const Render = renders[name]
  return <Render title={titled ? pictureTitles[name] : undefined} />
}
