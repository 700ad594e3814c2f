import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { setupCatalogueServer } from '../../../tests/msw/catalogue-app'
import { renderWithRouter } from '../../../tests/render-with-router'
import { showPiecesLabel } from '../../catalogue/pieces-label'
import { VehicleFinder } from './VehicleFinder'

const { recordPaths } = setupCatalogueServer()

const section = {
  _type: 'vehicleFinder',
  _key: 'f',
  anchor: null,
  heading: 'Encuentra tu perno',
} as const

describe('VehicleFinder', () => {
  it('fills make, model and year from the catalogue and counts the pieces of the choice', async () => {
    const { paths, stop } = recordPaths()
    const user = userEvent.setup()
    const { router } = await renderWithRouter(<VehicleFinder section={section} />)
    const form = screen.getByRole('search', { name: 'Encuentra tu perno' })
    expect(form).toHaveAttribute('action', '/pernos-para-puerta#piezas')
    const make = screen.getByRole('combobox', { name: 'Marca' })
    const model = screen.getByRole('combobox', { name: 'Modelo' })
    const year = screen.getByRole('combobox', { name: 'Año' })
    expect(model).toBeDisabled()
    await waitFor(() => expect(make).toBeEnabled())
    await user.selectOptions(make, 'Nissan')
    await waitFor(() => expect(model).toBeEnabled())
    await user.selectOptions(model, 'Tsuru')
    await waitFor(() => expect(year).toBeEnabled())
    expect(screen.getByRole('option', { name: '2005' })).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: 'Ver 5 piezas' })).toBeInTheDocument()
    await user.selectOptions(year, '2005')
    const button = await screen.findByRole('button', { name: /^Ver \d+ piezas?$/ })
    await waitFor(() => expect(button).toHaveAccessibleName('Ver 5 piezas'))
    stop()
    // The model's years and counts come from the page the catalogue will ask for: never from the
    // model's whole list, which grows with the catalogue.
    expect(new Set(paths)).toEqual(
      new Set(['/api/marcas', '/api/modelos/marca/Nissan', '/api/pernos/buscar']),
    )
    await user.click(button)
    await waitFor(() => expect(router.state.location.pathname).toBe('/pernos-para-puerta'))
    expect(router.state.location.search).toMatchObject({
      marca: 'Nissan',
      modelo: 'Tsuru',
      anio: 2005,
    })
    expect(router.state.location.hash).toBe('piezas')
  }, 15_000)

  it('sends the measures of the pin in hand alone, as typed; a bad one says why and stays', async () => {
    const user = userEvent.setup()
    const { router } = await renderWithRouter(<VehicleFinder section={section} />)
    const length = screen.getByRole('textbox', { name: 'Largo (mm)' })
    const diameter = screen.getByRole('textbox', { name: 'Diámetro (mm)' })
    const tolerance = screen.getByText(/tolerancia de ±0.5 mm en el largo y ±0.2 mm en el diámetro/)
    // Folded under 'Mide tu perno' until the visitor opens it.
    expect(tolerance).not.toBeVisible()
    await user.click(screen.getByText(/^Mide tu perno/))
    expect(tolerance).toBeVisible()
    await user.type(length, 'cuarenta')
    await user.type(diameter, '9,5')
    await user.click(screen.getByRole('button', { name: /^Ver / }))
    expect(
      await screen.findByText('Escribe el largo en milímetros, solo con números: por ejemplo 52.'),
    ).toBeInTheDocument()
    await waitFor(() => expect(length).toHaveFocus())
    expect(length).toHaveValue('cuarenta')
    expect(router.state.location.pathname).toBe('/')
    await user.clear(length)
    await user.type(length, '45 mm')
    await user.click(screen.getByRole('button', { name: /^Ver / }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/pernos-para-puerta'))
    expect(router.state.location.search).toMatchObject({ largo: 45, diametro: 9.5 })
  }, 15_000)

  it('names the count in Spanish', () => {
    expect(showPiecesLabel(null)).toBe('Ver piezas')
    expect(showPiecesLabel(1)).toBe('Ver 1 pieza')
    expect(showPiecesLabel(4)).toBe('Ver 4 piezas')
    expect(showPiecesLabel(1200)).toBe('Ver 1,200 piezas')
  })
})
