import { useLocation } from '@tanstack/react-router'
import { useMemo } from 'react'
import { validateCatalogueSearch } from '../catalogue/search-params'
import { type Vehicle, vehicleOf, vehicleText } from '../catalogue/vehicle'
import type { MessageAddition } from '../forms/message-addition'

/**
 * The vehicle a part's page was opened for: a vehicle's results link their parts with it
 * (`?marca=Nissan&modelo=Tsuru&anio=2005`), read by the catalogue's own rules. Null without one.
 * The prerendered page has none: what shows it waits for hydration, and the rest is used on a
 * press.
 */
export function useChosenVehicle(): Vehicle | null {
  const search = useLocation({ select: (location) => location.search as Record<string, unknown> })
  const { marca, modelo, anio } = validateCatalogueSearch(search)
  return useMemo(() => vehicleOf({ marca, modelo, anio }), [marca, modelo, anio])
}

/** The line the quote form adds to its message for the vehicle, once per history entry. */
export function useVehicleLine(vehicle: Vehicle | null): MessageAddition | undefined {
  const entry = useLocation({ select: (location) => location.state.__TSR_key ?? '' })
  if (!vehicle) return undefined
  const text = `Vehículo: ${vehicleText(vehicle)}`
  return { text, key: `${entry}:${text}` }
}
