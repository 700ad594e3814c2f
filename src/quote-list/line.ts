/** One part in the buyer's quote list. */
export type QuoteLine = {
  /** The part number as the catalogue shows it: 'PP-1', 'BR-1245'. */
  key: string
  /** What the part is: 'Perno de puerta trasera', 'Birlo M12 × 1.5'. */
  name: string
  /** Its measures in one line: 'Largo 52 mm · Diámetro 7.9 mm'. */
  measures: string
  /** Where the part is shown on the site: its page, or its row of a line's table. */
  href: string
  /** A small picture of the part on this site (its drawing or photo), or '' for none. */
  picture: string
  /** Pieces asked for: a whole number. */
  quantity: number
  /**
   * The vehicle the part was chosen for ('Nissan Tsuru 2005'; several joined by ' · '), when it
   * was added from a vehicle's results; absent otherwise, as in a list stored before it existed.
   */
  vehicle?: string
}

/** Between the vehicles of a part added for several. */
export const VEHICLE_SEPARATOR = ' · '

/** A part as a page offers it to the list: everything but the quantity. */
export type QuoteItem = Omit<QuoteLine, 'quantity'>

/** Two lines are the same part when their numbers match, whatever the case or spacing. */
export function lineId(key: string): string {
  return key.trim().replace(/\s+/g, ' ').toUpperCase()
}

/**
 * More lines than this is a catalogue order, better sent as a file; it also keeps one send well
 * within what an e-mail template takes. The list refuses more.
 */
export const MAXIMUM_LINES = 50

/**
 * The longest text a line keeps, in characters. Part numbers are a few characters and names and
 * measures one short line each; the limits leave room for any the site writes, and stop a list
 * planted in storage from carrying pages of text into the list page, the e-mail and WhatsApp.
 */
export const LINE_TEXT_LIMITS = {
  /** Longer is no part number: the line is dropped (cut, it would name another part). */
  key: 40,
  /** Longer is cut, ending in '…'. */
  name: 120,
  measures: 160,
  /** A make and a model of 80 characters each are more than any the catalogue holds. */
  vehicle: 160,
  /** A link or picture longer than this is none of the site's. */
  path: 300,
} as const
