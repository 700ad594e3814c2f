import { render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'
import { pictureFileUrl } from './picture-file'
import { pictureTitles } from './picture-titles'
import { Picture } from './pictures'

it('shows a picture as its file: titled with its Spanish title, or decorative; lazy unless it leads the page', () => {
  const { container } = render(
    <>
      <Picture name="stud" titled priority />
      <Picture name="about" />
    </>,
  )
  const titled = screen.getByRole('img', { name: pictureTitles.stud })
  expect(titled).toHaveAttribute('src', pictureFileUrl('stud'))
  expect(titled).toHaveAttribute('loading', 'eager')
  const decorative = container.querySelector('img[data-picture="about"]')
  expect(decorative).toHaveAttribute('alt', '')
  expect(decorative).toHaveAttribute('loading', 'lazy')
  // The frame is held before the file arrives: the canvas's width and height.
  expect(decorative).toHaveAttribute('width', '320')
  expect(decorative).toHaveAttribute('height', '200')
})
