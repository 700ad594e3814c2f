import { expect, it } from 'vitest'
import { pictureFileUrl } from './picture-file'
import { pictureFiles } from './picture-files'
import { pictureNames } from './picture-names'
import { pictureTitles } from './picture-titles'

it('writes every picture as a standalone, titled SVG file at the URL structured data names', () => {
  const files = pictureFiles()
  expect(files.map(([file]) => `/img/imagenes/${file}`)).toEqual(pictureNames.map(pictureFileUrl))
  for (const [file, svg] of files) {
    const name = file.replace(/\.svg$/, '') as (typeof pictureNames)[number]
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="640" height="400" /)
    expect(svg).toContain(`<title>${pictureTitles[name]}</title>`)
  }
})
