import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { testProduct } from '../../tests/product-fixture'
import { CALIBRATION_MM, PinTemplate } from './PinTemplate'

describe('PinTemplate', () => {
  it('draws the pin in millimetres, 1 unit to 1 mm, with a 50 mm bar and how to check it', () => {
    const { container } = render(
      <PinTemplate product={testProduct({ key: 'PP-98', length: '45 mm', diameter: '9.5 mm' })} />,
    )
    const svg = screen.getByRole('img', { name: /PP-98 a tamaño real: largo 45 mm/ })
    const [, , width, height] = (svg.getAttribute('viewBox') ?? '').split(' ').map(Number)
    expect(svg).toHaveAttribute('width', `${width}mm`)
    expect(svg).toHaveAttribute('height', `${height}mm`)
    const shank = svg.querySelector('path')?.getAttribute('d') ?? ''
    const xs = [...shank.matchAll(/[MHL]([\d.]+)/g)].map((match) => Number(match[1]))
    // From the head's face (the left edge of the head) to the tip: the part's length.
    const head = svg.querySelector('rect')
    expect(Math.max(...xs) - Number(head?.getAttribute('x'))).toBeCloseTo(45, 5)
    const bar = container.querySelector('[data-calibration-bar]')
    expect(bar).toHaveAttribute('width', String(CALIBRATION_MM))
    expect(CALIBRATION_MM).toBe(50)
    expect(screen.getByText(/debe medir exactamente 50 mm/)).toBeInTheDocument()
  })

  it('draws nothing for a pin whose measures are not plain millimetres', () => {
    const { container } = render(
      <PinTemplate product={testProduct({ length: 'Consultar', diameter: '7.9 mm' })} />,
    )
    expect(container).toBeEmptyDOMElement()
  })
})
