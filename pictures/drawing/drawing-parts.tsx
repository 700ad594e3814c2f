import type { ReactNode } from 'react'
import type { DrawingName } from '../../src/picture-files/drawing-names'
import {
  catalogueHeight,
  familyMeasures as M,
  metric,
  mm,
} from '../../src/picture-files/family-measures'
import styles from './Drawing.module.css'
import { circle, coils, hatch, knurl, n, polar, polyline, teeth, thread } from './drawing-geometry'
import { Axis, Callout, HDim, Note, VDim } from './drawing-kit'

/**
 * Each product family as a catalogue sheet would draw it (docs/drawings.md has the reference
 * description each drawing was checked against). The dimension labels are written from the
 * family's measures (src/picture-files/family-measures.ts, which its render is drawn from); the
 * drawing's proportions follow the real part, not to scale.
 */

/** A hexagon prism seen from the side, axis horizontal: three faces, the middle one twice as wide. */
function hexSide(x1: number, x2: number, yc: number, acrossCorners: number) {
  const q = acrossCorners / 4
  return {
    outline: `M${n(x1)} ${n(yc - 2 * q)}H${n(x2)}V${n(yc + 2 * q)}H${n(x1)}z`,
    edges: `M${n(x1)} ${n(yc - q)}H${n(x2)}M${n(x1)} ${n(yc + q)}H${n(x2)}`,
  }
}

/**
 * A door hinge pin with its parts and no measures: forged head, knurl that locks it in the hinge
 * leaf, ground shank, two flanged brass bushings and an E-clip in the groove by the tip. The
 * bolt-anatomy diagram numbers the same drawing.
 */
export function PinBody() {
  return (
    <>
      <Axis d="M28 92H284" />
      <rect className={styles.dark} x="38" y="64" width="14" height="56" rx="3" />
      <path className={styles.part} d="M52 76h26v32H52zM78 78h182l8 7v14l-8 7H78z" />
      <path className={styles.fine} d={knurl(54, 76, 76, 108)} />
      <rect className={styles.dark} x="244" y="72" width="5" height="40" rx="1.5" />
      <path className={styles.brass} d="M114 70h6v3h26v38h-26v3h-6zM174 73h26v-3h6v44h-6v-3h-26z" />
    </>
  )
}

function pin() {
  return (
    <>
      <PinBody />
      <Callout to={[65, 76]} x={62} y={40} label="Moleteado" />
      <Callout
        to={[
          [133, 73],
          [187, 73],
        ]}
        x={160}
        y={40}
        label="Buje de latón"
      />
      <Callout to={[246.5, 72]} x={258} y={40} label="Seguro E" />
      <HDim x1={38} x2={268} y={152} from={[122, 101]} label={`L ${mm(M.pin.length)}`} below />
      <VDim x={282} y1={78} y2={106} from={262} label={`Ø ${M.pin.diameter}`} />
    </>
  )
}

function stud() {
  return (
    <>
      <Axis d="M24 96H242" />
      <rect className={styles.dark} x="36" y="44" width="14" height="104" rx="3" />
      <path className={styles.part} d="M50 68h34l4 4v48l-4 4H50zM88 72h136l6 6v36l-6 6H88z" />
      <path className={styles.fine} d={knurl(52, 84, 68, 124) + thread(94, 224, 72, 120, 6, 4)} />
      <Callout to={[69, 68]} x={69} y={30} label="Moleteado" />
      <Callout to={[172, 72]} x={196} y={40} label={metric(M.stud.thread)} measure />
      <HDim x1={50} x2={230} y={168} from={[150, 122]} label={`L ${mm(M.stud.length)}`} below />
    </>
  )
}

function heavyStud() {
  const nut = hexSide(200, 236, 96, 76)
  return (
    <>
      <Axis d="M12 96H270" />
      <rect className={styles.dark} x="22" y="52" width="16" height="88" rx="3" />
      <path className={styles.part} d="M38 72h36l4 4v40l-4 4H38zM78 74h178l6 6v32l-6 6H78z" />
      <path className={styles.fine} d={knurl(40, 74, 72, 120) + thread(84, 256, 74, 118, 6, 3.5)} />
      <rect className={styles.dark} x="192" y="51" width="8" height="90" rx="1.5" />
      <path className={styles.dark} d={nut.outline} />
      <path className={styles.edge} d={nut.edges} />
      <Callout to={[58, 72]} x={58} y={30} label="Moleteado" />
      <Callout to={[218, 58]} x={218} y={30} label="Tuerca de dos piezas" />
      <HDim
        x1={38}
        x2={262}
        y={168}
        from={[142, 120]}
        label={`L ${mm(M.heavyStud.length)}`}
        below
      />
      <VDim x={273} y1={74} y2={118} from={258} label={M.heavyStud.thread.inches} />
    </>
  )
}

function nut() {
  return (
    <>
      <Axis d="M84 40V152M30 96H138M214 24V156" />
      <path className={styles.part} d="M84 52.1L122 74.1V117.9L84 139.9L46 117.9V74.1z" />
      <path className={styles.edge} d={`${circle(84, 96, 38)}M84 72A24 24 0 1 1 60 96`} />
      <circle className={styles.dark} cx="84" cy="96" r="21" />
      <path className={styles.part} d="M184 71V58a30 26 0 0 1 60 0v13zM176 126h76l-11.5 20h-53z" />
      <path className={styles.part} d="M170 70h88v56h-88z" />
      <path
        className={styles.edge}
        d="M192 70v56M236 70v56M170 75q11-6 22 0q22-10 44 0q11-6 22 0M170 121q11 6 22 0q22 10 44 0q11 6 22 0"
      />
      <HDim x1={46} x2={122} y={164} from={120} label={`Llave ${mm(M.nut.wrench)}`} below />
      <VDim
        x={272}
        y1={32}
        y2={146}
        from={[216, 242]}
        label={`h ${catalogueHeight(M.nut.height)}`}
      />
      <Callout to={[246, 136]} x={212} y={178} label={`Asiento cónico ${M.nut.seatAngle}°`} />
    </>
  )
}

function brakeKit() {
  // Hold-down spring: open coils, the near half of each turn bold and the far half thin.
  const near = `M76 149l4.5-30${'m4.5 30l4.5-30'.repeat(5)}`
  const far = `M80.5 119l4.5 30${'m4.5-30l4.5 30'.repeat(5)}`
  return (
    <>
      <path
        className={styles.wire}
        d={`${coils(72, 246, 40, 60, 4)}M72 50A9 9 0 1 0 63 59M251 50A9 9 0 1 1 260 59`}
      />
      <Callout to={[160, 40]} x={160} y={24} label="Resorte de retorno" />
      <HDim x1={54} x2={269} y={80} from={62} label={`L ${mm(M.brakeKit.spring)}`} below />
      <rect className={styles.dark} x="30" y="120" width="4" height="28" rx="1" />
      <path className={styles.part} d="M34 131.5h116v5H34zM150 128h16v12h-16z" />
      <path className={styles.fine} d={far} />
      <path className={styles.wire} d={near} />
      <rect className={styles.dark} x="130" y="115" width="6" height="38" rx="1.5" />
      <path className={styles.wire} d="M192 118l8 6h10v22h40v-22h10l8-6" />
      <Callout to={[104, 149]} x={98} y={182} label="Pasador y retén" />
      <Callout to={[230, 147]} x={230} y={182} label="Clip antirruido" />
    </>
  )
}

function caliperBolt() {
  const head = hexSide(22, 42, 96, 48)
  // Rubber boot: bellows from the caliper end (wide) to the pin (narrow).
  const top: [number, number][] = []
  for (let i = 0; i <= 10; i++) top.push([52 + 6 * i, 62 + i + (i % 2 ? 5 : 0)])
  const boot = [...top, [112, 78], ...[...top].reverse().map(([x, y]) => [x, 192 - y])] as [
    number,
    number,
  ][]
  return (
    <>
      <Axis d="M12 96H282" />
      <path
        className={styles.part}
        d="M48 78h142v36H48zM190 82h6v28h-6zM196 81h70l5 5v20l-5 5h-70z"
      />
      <path className={styles.fine} d={thread(200, 266, 81, 111, 5, 3)} />
      <path className={styles.rubber} d={`${polyline(boot)}z`} />
      <path className={styles.dark} d={`${head.outline}M42 66h6v60h-6z`} />
      <path className={styles.edge} d={head.edges} />
      <Callout to={[82, 66]} x={82} y={30} label="Funda de hule" />
      <Callout to={[232, 81]} x={232} y={50} label={metric(M.caliperBolt.thread)} measure />
      <HDim
        x1={48}
        x2={271}
        y={160}
        from={[128, 113]}
        label={`L ${mm(M.caliperBolt.length)}`}
        below
      />
    </>
  )
}

function batteryTerminal() {
  const boltHead = hexSide(58, 74, 146, 24)
  const nut = hexSide(106, 120, 146, 24)
  return (
    <>
      <path className={styles.part} d="M74 142.5h50v7H74z" />
      <path className={styles.brass} d="M74 122h12v36H74zM94 122h12v36H94zM124 82h72v24h-72z" />
      <path
        className={styles.brass}
        d={polar(90, 94)
          .move(192, 38)
          .arc(168, 38, { large: true })
          .line(168, 24)
          .arc(192, 24, { large: true, counter: true })
          .close()
          .d()}
      />
      <circle className={styles.dark} cx="90" cy="94" r="23" />
      <path className={styles.wire} d="M81 94h18M90 85v18" />
      <path className={styles.dark} d={boltHead.outline + nut.outline} />
      <path className={styles.edge} d={boltHead.edges + nut.edges} />
      <path className={styles.brass} d="M196 78h36v32h-36z" />
      <path className={styles.edge} d="M206 78v32M222 78v32" />
      <path className={styles.rubber} d="M232 82h64q6 6 0 12t0 12h-64z" />
      <HDim x1={52} x2={232} y={32} from={[92, 76]} label={`L ${mm(M.batteryTerminal.length)}`} />
      <Callout to={[113, 158]} x={150} y={180} anchor="start" label="Tornillo y tuerca" />
      <Callout to={[268, 106]} x={268} y={138} label="Cable" />
    </>
  )
}

function washer() {
  return (
    <>
      <Axis d="M88 30V162M22 96H40M136 96H154M206 96H236" />
      <path className={styles.copper} d={circle(88, 96, 56) + circle(88, 96, 39)} />
      <path className={styles.edge} d="M216 57v78M226 57v78" />
      <path className={styles.copper} d="M216 40h10v17h-10zM216 135h10v17h-10z" />
      <path className={styles.hatch} d={hatch(216, 40, 10, 17, 3) + hatch(216, 135, 10, 17, 3)} />
      <HDim x1={49} x2={127} y={96} label={`Ø int. ${M.washer.inner}`} />
      <HDim x1={32} x2={144} y={174} from={98} label={`Ø ext. ${M.washer.outer}`} below />
      <HDim x1={216} x2={226} y={26} from={38} label={`e ${M.washer.thickness}`} outside />
      <Callout to={[226, 148]} x={250} y={182} label="Cobre recocido" />
    </>
  )
}

function clip() {
  // Inner edge of a circlip: an off-centre circle (radius r0, centre moved e towards the gap),
  // so the ring is thin by the gap and widest opposite it. Radius along a direction:
  const eccentric = (r0: number, e: number) => (angle: number) => {
    const c = Math.cos((angle * Math.PI) / 180)
    return e * c + Math.sqrt(e * e * c * c - e * e + r0 * r0)
  }
  const outsideRing = eccentric(29, 5)
  const exterior = polar(56, 92)
  exterior
    .move(36, 38)
    .arc(324, 38, { large: true })
    .line(324, 46)
    .arc(346, 46)
    .line(346, outsideRing(346))
  exterior
    .arc(14, outsideRing(14), { radius: 29, large: true, counter: true })
    .line(14, 46)
    .arc(36, 46)
  const insideRing = eccentric(31, 5)
  const interior = polar(160, 92)
  interior.move(14, 40).arc(346, 40, { large: true }).line(346, 26).arc(324, 26, { counter: true })
  interior
    .line(324, insideRing(324))
    .arc(36, insideRing(36), { radius: 31, large: true, counter: true })
  interior.line(36, 26).arc(14, 26, { counter: true })
  // E-clip: a C open towards the bottom; three teeth (back and both tips) reach the groove.
  const eClip = polar(264, 92).move(230, 35).arc(130, 35, { large: true }).line(130, 15)
  for (const [from, to] of [
    [106, 10],
    [-10, -106],
  ] as const) {
    eClip
      .arc(from, 15, { counter: true })
      .line(from, 27)
      .arc(to, 27, { counter: true })
      .line(to, 15)
  }
  eClip.arc(-130, 15, { counter: true })
  const hole = (cx: number, angle: number, r: number) => {
    const rad = (angle * Math.PI) / 180
    return circle(cx + r * Math.sin(rad), 92 - r * Math.cos(rad), 3)
  }
  return (
    <>
      <Axis d="M48 92H64M56 84V100M152 92H168M160 84V100M256 92H272M264 84V100" />
      <path
        className={styles.dark}
        d={exterior.close().d() + hole(56, 25, 41) + hole(56, -25, 41)}
      />
      <path
        className={styles.dark}
        d={interior.close().d() + hole(160, 25, 32) + hole(160, -25, 32)}
      />
      <path className={styles.dark} d={eClip.close().d()} />
      <Note x={56} y={158}>
        Exterior
      </Note>
      <Note x={160} y={158}>
        Interior
      </Note>
      <Note x={264} y={158}>
        Tipo E
      </Note>
    </>
  )
}

function bushing() {
  // Threaded insert in full section: brass walls with a thread profile on both faces, 14 turns
  // of 8 outside (crests at 50, roots at 56) and inside (crests at 72, roots at 66), a collar.
  const walls = `M40 50${teeth(14, 8, 6)}L152 42H162V72H152${teeth(14, -8, -6)}zM40 142${teeth(14, 8, -6)}L152 150H162V120H152${teeth(14, -8, 6)}z`
  // The far side of the inner thread, seen through the bore.
  const far = `M48 72l-4 48${'m12-48l-4 48'.repeat(13)}`
  return (
    <>
      <Axis d="M28 96H174" />
      <path className={styles.fine} d={far} />
      <path className={styles.brass} d={walls} />
      <path
        className={styles.hatch}
        d={
          hatch(40, 56, 112, 10, 5) +
          hatch(152, 42, 10, 30, 5) +
          hatch(40, 126, 112, 10, 5) +
          hatch(152, 120, 10, 30, 5)
        }
      />
      <Callout to={[80, 50]} x={80} y={26} label={metric(M.bushing.outer)} measure />
      <Callout
        to={[128, 86]}
        x={206}
        y={100}
        anchor="start"
        label={metric(M.bushing.inner)}
        measure
      />
      <HDim x1={40} x2={162} y={172} from={[144, 152]} label={`L ${mm(M.bushing.length)}`} below />
    </>
  )
}

function clamp() {
  const head = hexSide(124, 138, 49, 20)
  const sideHead = hexSide(262, 276, 135, 22)
  let slots = ''
  for (let x = 192; x < 300; x += 10) if (x < 212 || x > 276) slots += `M${x} 128h4l3 14h-4z`
  return (
    <>
      <Axis d="M96 48V168M36 108H156" />
      <path className={styles.part} d={circle(96, 108, 50) + circle(96, 108, 45)} />
      <path
        className={styles.part}
        d={polar(96, 108)
          .move(-64, 55)
          .arc(-8, 55)
          .line(-8, 50)
          .arc(-64, 50, { counter: true })
          .close()
          .d()}
      />
      <rect className={styles.dark} x="70" y="40" width="54" height="18" rx="3" />
      <path className={styles.part} d="M62 44h8v10h-8z" />
      <path className={styles.dark} d={head.outline} />
      <path className={styles.edge} d={`${head.edges}M64 44v10M67 44v10`} />
      <path className={styles.part} d="M188 124h112v22H188z" />
      <path className={styles.dark} d={slots} />
      <rect className={styles.dark} x="220" y="116" width="42" height="38" rx="3" />
      <path className={styles.part} d="M212 127h50v16h-50z" />
      <path className={styles.fine} d={thread(214, 260, 127, 143, 4, 2)} />
      <path className={styles.dark} d={sideHead.outline} />
      <path className={styles.edge} d={sideHead.edges} />
      <Callout
        to={[
          [131, 39],
          [237, 127],
        ]}
        x={196}
        y={92}
        label="Sinfín"
      />
      <Callout to={[296, 146]} x={250} y={182} label="Banda perforada" />
      <HDim x1={46} x2={146} y={178} from={110} label={`Ø ${M.clamp.min}–${mm(M.clamp.max)}`} />
    </>
  )
}

function wedge() {
  return (
    <>
      <path className={styles.part} d="M31.1 76H160.9A66 66 0 0 1 31.1 76z" />
      <path className={styles.part} d="M206 76h30v54h-30z" />
      <Callout to={[72, 92]} x={96} y={42} label="Cuña de media luna" />
      <HDim x1={31.1} x2={160.9} y={156} from={78} label={`L ${mm(M.wedge.length)}`} below />
      <HDim x1={206} x2={236} y={58} from={74} label={`b ${M.wedge.width}`} />
      <VDim x={252} y1={76} y2={130} from={236} label={`h ${M.wedge.height}`} />
    </>
  )
}

export const parts = {
  pin,
  stud,
  heavyStud,
  nut,
  brakeKit,
  caliperBolt,
  batteryTerminal,
  washer,
  clip,
  bushing,
  clamp,
  wedge,
} satisfies Record<DrawingName, () => ReactNode>
