/** A metric thread: its diameter and pitch in mm ('M12 × 1.5'). */
export type MetricThread = { d: number; pitch: number }

/**
 * The measures, in millimetres, of the part each family's pictures show: a typical example, not a
 * specification. Its render is drawn from them (pictures/renders/), and its technical drawing's
 * dimension labels and its title are written from them, so the three always agree. A length is
 * under the head, as a catalogue gives it.
 */
export const familyMeasures = {
  pin: { length: 60, diameter: 9 },
  stud: { length: 45, thread: { d: 12, pitch: 1.5 } },
  /** 7/8″ by 11 threads an inch */
  heavyStud: { length: 100, thread: { inches: '7/8″', d: 22.2, pitch: 25.4 / 11 } },
  /**
   * Across flats, and from the seat's face to the dome's top (catalogued to the whole mm, as
   * `catalogueHeight` writes it); the seat's cone in degrees
   */
  nut: { wrench: 19, height: 27.5, seatAngle: 60 },
  brakeKit: { spring: 120 },
  caliperBolt: { length: 58, thread: { d: 10, pitch: 1.25 } },
  batteryTerminal: { length: 95 },
  washer: { outer: 20, inner: 14, thickness: 1.5 },
  bushing: { length: 24, outer: { d: 20, pitch: 1.5 }, inner: { d: 14, pitch: 1.5 } },
  clamp: { min: 40, max: 60 },
  wedge: { length: 22, height: 9, width: 5 },
} as const

/** A measure as the site writes it: '58 mm', '1.5 mm'. */
export const mm = (value: number) => `${value} mm`

/** A nut's height as catalogues give it, to the whole millimetre. */
export const catalogueHeight = (value: number) => Math.round(value)

/** A metric thread as the site writes it: 'M12 × 1.5'. */
export const metric = (thread: MetricThread) => `M${thread.d} × ${thread.pitch}`
