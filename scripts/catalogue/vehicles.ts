// The vehicles a generated catalogue's parts fit, spelled as the sample spells them (a model's
// name belongs to one make across every line, and a make has one spelling), with what their
// wheels and brakes take, so that a stud, nut or caliper bolt lists only vehicles it fits.

export type VehicleKind = 'auto' | 'pickup' | 'van' | 'truck'

/** How the wheels are held: the studs' (or wheel bolts') thread and the wrench they take. */
export type WheelFit = {
  thread: string
  /** Across flats, in mm, of the nut or of the bolt's head. */
  hex: number
  /** Wheel bolts screwed into the hub instead of studs and nuts. */
  bolts: boolean
}

export type Vehicle = {
  brand: string
  model: string
  from: number
  to: number
  kind: VehicleKind
  wheel: WheelFit
  /** The thread of the caliper's guide or mounting bolts. */
  caliper: string
}

type Fit = { wheel: WheelFit; caliper: string }

const nuts = (thread: string, hex: number): WheelFit => ({ thread, hex, bolts: false })
const bolts = (thread: string, hex: number): WheelFit => ({ thread, hex, bolts: true })

function fleet(
  brand: string,
  kind: VehicleKind,
  fit: Fit,
  models: [model: string, from: number, to: number, own?: Partial<Fit>][],
): Vehicle[] {
  return models.map(([model, from, to, own]) => ({ brand, model, from, to, kind, ...fit, ...own }))
}

const NISSAN: Fit = { wheel: nuts('M12 × 1.25', 21), caliper: 'M10 × 1.25' }
const VW: Fit = { wheel: bolts('M14 × 1.5', 17), caliper: 'M7 × 1' }
const VW_SMALL: Partial<Fit> = { wheel: bolts('M12 × 1.5', 17) }
const OPEL_BASED: Partial<Fit> = { wheel: bolts('M12 × 1.5', 17) }
const GM_TRUCK: Fit = { wheel: nuts('M14 × 1.5', 22), caliper: 'M14 × 1.5' }
const FORD_CAR: Fit = { wheel: nuts('M12 × 1.5', 19), caliper: 'M12 × 1.5' }
const FORD_TRUCK: Fit = { wheel: nuts('1/2-20 UNF', 21), caliper: 'M12 × 1.5' }
const MOPAR: Fit = { wheel: nuts('1/2-20 UNF', 21), caliper: 'M10 × 1.5' }
const MOPAR_HEAVY: Fit = { wheel: nuts('9/16-18 UNF', 22), caliper: 'M12 × 1.5' }
const NUTS_21: Fit = { wheel: nuts('M12 × 1.5', 21), caliper: 'M10 × 1.25' }
const NUTS_19: Fit = { wheel: nuts('M12 × 1.5', 19), caliper: 'M8 × 1.25' }
const FRENCH: Fit = { wheel: bolts('M12 × 1.5', 17), caliper: 'M12 × 1.25' }
const SUZUKI: Fit = { wheel: nuts('M12 × 1.25', 19), caliper: 'M8 × 1.25' }
const HUB_PILOTED: Fit = { wheel: nuts('M22 × 1.5', 33), caliper: 'M16 × 1.5' }
const EUROPEAN_TRUCK: Fit = { wheel: nuts('M22 × 1.5', 32), caliper: 'M16 × 1.5' }
const STUD_PILOTED: Fit = { wheel: nuts('7/8-11 UNC', 38.1), caliper: 'M16 × 1.5' }
const MEDIUM_TRUCK: Fit = { wheel: nuts('M20 × 1.5', 32), caliper: 'M14 × 1.5' }

export const VEHICLES: readonly Vehicle[] = [
  ...fleet('Nissan', 'auto', NISSAN, [
    ['Tsuru', 1992, 2017],
    ['Sentra', 2000, 2012],
    ['Platina', 2002, 2010],
    ['Tiida', 2007, 2018],
    ['March', 2011, 2020],
    ['Versa', 2012, 2019],
    ['X-Trail', 2002, 2013],
  ]),
  ...fleet('Nissan', 'pickup', NISSAN, [
    ['Pick-up D21', 1993, 2008],
    ['NP300 Estacas / Chasís', 2009, 2015],
    ['Frontier', 2005, 2015],
  ]),
  ...fleet('Nissan', 'van', NISSAN, [['Urvan', 2001, 2013]]),
  ...fleet('Volkswagen', 'auto', VW, [
    ['Sedán', 1970, 2003],
    ['Jetta A4', 1999, 2015],
    ['Pointer', 1998, 2009, VW_SMALL],
    ['Golf A4', 1999, 2007],
    ['Caribe', 1977, 1987, VW_SMALL],
    ['Derby', 1996, 2009, VW_SMALL],
    ['Gol', 2008, 2016, VW_SMALL],
  ]),
  ...fleet('Volkswagen', 'van', VW, [
    ['Combi', 1970, 2002],
    ['Eurovan', 1994, 2003],
  ]),
  ...fleet('Volkswagen', 'pickup', VW, [['Saveiro', 2010, 2023, VW_SMALL]]),
  ...fleet('Chevrolet', 'auto', NUTS_19, [
    ['Chevy', 1994, 2012, OPEL_BASED],
    ['Aveo', 2008, 2017],
    ['Spark', 2011, 2017],
    ['Corsa', 2002, 2008, OPEL_BASED],
    ['Astra', 2000, 2007, OPEL_BASED],
  ]),
  ...fleet('Chevrolet', 'pickup', GM_TRUCK, [
    ['Silverado', 1999, 2006],
    ['Cheyenne', 2007, 2013],
    ['Tornado', 2004, 2011, { ...OPEL_BASED, caliper: 'M8 × 1.25' }],
    ['S-10', 1994, 2004, { wheel: nuts('7/16-20 UNF', 19.1), caliper: '3/8-24 UNF' }],
    ['Suburban', 2000, 2006],
  ]),
  ...fleet('Chevrolet', 'van', GM_TRUCK, [['Express Van', 2003, 2017]]),
  ...fleet('Ford', 'pickup', FORD_TRUCK, [
    ['F-150', 1997, 2004],
    ['Lobo', 2004, 2008, { wheel: nuts('M14 × 2', 22) }],
    ['Ranger', 1998, 2012],
    ['Courier', 2001, 2010, FORD_CAR],
    ['Super Duty F-350', 1999, 2016, { wheel: nuts('9/16-18 UNF', 22) }],
  ]),
  ...fleet('Ford', 'auto', FORD_CAR, [
    ['Ikon', 2001, 2015],
    ['Fiesta', 2003, 2010],
    ['Focus', 2000, 2007],
    ['EcoSport', 2004, 2012],
  ]),
  ...fleet('Ford', 'van', MOPAR_HEAVY, [['Econoline', 1992, 2014]]),
  ...fleet('Dodge', 'pickup', MOPAR_HEAVY, [
    ['Ram 1500/2500', 2002, 2008],
    ['Ram 4000', 2008, 2012],
    ['Dakota', 1997, 2004, MOPAR],
  ]),
  ...fleet('Dodge', 'auto', MOPAR, [
    ['Neon', 2000, 2005],
    ['Attitude', 2006, 2014, NUTS_21],
    ['Stratus', 2001, 2006],
  ]),
  ...fleet('Chrysler', 'auto', MOPAR, [
    ['300', 2005, 2010],
    ['PT Cruiser', 2001, 2010],
  ]),
  ...fleet('Chrysler', 'van', MOPAR, [['Voyager', 2001, 2007]]),
  ...fleet('Jeep', 'pickup', MOPAR, [['Wrangler', 1997, 2006]]),
  ...fleet('Toyota', 'pickup', NUTS_21, [
    ['Hilux', 2005, 2015],
    ['Tacoma', 2005, 2015],
  ]),
  ...fleet('Toyota', 'auto', NUTS_21, [
    ['Corolla', 2003, 2008],
    ['Yaris', 2006, 2013],
  ]),
  ...fleet('Toyota', 'van', NUTS_21, [['Hiace', 2005, 2018]]),
  ...fleet('Honda', 'auto', NUTS_19, [
    ['Civic', 2001, 2005],
    ['Accord', 1998, 2002],
    ['CR-V', 2002, 2006],
    ['Fit', 2007, 2014],
    ['City', 2009, 2013],
  ]),
  ...fleet('Renault', 'auto', FRENCH, [
    ['Clio', 2002, 2010],
    ['Mégane', 2004, 2010],
    ['Scénic', 2002, 2008],
    ['Logan', 2015, 2019],
    ['Sandero', 2010, 2019],
    ['Duster', 2013, 2019],
  ]),
  ...fleet('Renault', 'van', FRENCH, [['Kangoo', 2004, 2010]]),
  ...fleet('Mazda', 'auto', NUTS_21, [
    ['Mazda 3', 2004, 2013],
    ['Mazda 6', 2003, 2008],
    ['CX-7', 2007, 2012],
  ]),
  ...fleet('Mazda', 'pickup', FORD_TRUCK, [['BT-50', 2007, 2011]]),
  ...fleet('Suzuki', 'auto', SUZUKI, [
    ['Swift', 2011, 2017],
    ['Grand Vitara', 2006, 2015],
    ['SX4', 2007, 2014],
  ]),
  ...fleet('Mitsubishi', 'pickup', NUTS_21, [['L200', 2008, 2015]]),
  ...fleet('Mitsubishi', 'auto', NUTS_21, [
    ['Lancer', 2004, 2016],
    ['Outlander', 2003, 2013],
  ]),
  ...fleet('Peugeot', 'auto', { ...FRENCH, wheel: bolts('M12 × 1.25', 17), caliper: 'M8 × 1.25' }, [
    ['206', 2000, 2008],
    ['307', 2002, 2008],
  ]),
  ...fleet('Peugeot', 'van', { ...FRENCH, wheel: bolts('M12 × 1.25', 17) }, [
    ['Partner', 2009, 2018],
  ]),
  ...fleet('Kenworth', 'truck', STUD_PILOTED, [
    ['T800', 1990, 2020],
    ['W900', 1990, 2020],
    ['T370', 2010, 2020, HUB_PILOTED],
  ]),
  ...fleet('Peterbilt', 'truck', STUD_PILOTED, [['379', 1990, 2007]]),
  ...fleet('International', 'truck', HUB_PILOTED, [
    ['4300', 2003, 2020],
    ['ProStar', 2008, 2020],
    ['9200i', 2000, 2012, { wheel: nuts('7/8-14 UNF', 38.1) }],
  ]),
  ...fleet('Freightliner', 'truck', HUB_PILOTED, [
    ['Cascadia', 2008, 2020],
    ['M2 106', 2003, 2020],
    ['Columbia', 2001, 2012],
  ]),
  ...fleet('Dina', 'truck', HUB_PILOTED, [
    ['Linner', 2005, 2015],
    ['Runner', 1995, 2015],
    ['Picker', 2005, 2012, MEDIUM_TRUCK],
  ]),
  ...fleet('Mercedes-Benz', 'truck', EUROPEAN_TRUCK, [
    ['Actros', 2004, 2020],
    ['Axor', 2005, 2016],
    ['Atego', 2004, 2020],
  ]),
  ...fleet('Isuzu', 'truck', MEDIUM_TRUCK, [
    ['ELF 300', 2005, 2020],
    ['ELF 600', 2005, 2020],
  ]),
  ...fleet('Hino', 'truck', MEDIUM_TRUCK, [['Serie 300', 2006, 2020]]),
]
