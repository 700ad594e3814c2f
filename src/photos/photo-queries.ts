import { photoScenes, sceneFieldName } from './scenes'

/** The GROQ projection of an image field into a `Photo`, for every query that shows one. */
export const photoProjection = `{
  "url": asset->url,
  "assetId": asset->_id,
  "width": asset->metadata.dimensions.width,
  "height": asset->metadata.dimensions.height,
  "lqip": asset->metadata.lqip,
  "crop": select(defined(crop) => crop{ top, bottom, left, right }, null),
  "hotspot": select(defined(hotspot) => hotspot{ x, y, width, height }, null),
  "alt": coalesce(alt, "")
}`

/**
 * The site's photo queries (GROQ text, one place for the server's source and the browser's
 * fetch). Part keys are compared in lower case, as part page paths are. A photo still uploading
 * has no asset yet: it is left out, so the live content can show the answer as it is.
 */
export const partPhotosQuery = `*[_type == "partPhotos" && defined(key)]{
  "key": lower(key),
  "photos": coalesce(photos[defined(asset)]${photoProjection}, [])
}`

export const onePartPhotosQuery = `coalesce(*[_type == "partPhotos" && lower(key) == $key][0].photos[defined(asset)]${photoProjection}, [])`

/** A page's photographs: its line's (`$line`, empty for a page of no line) and every scene's. */
export const pagePhotosQuery = `{
  "line": *[_type == "linePhotos" && line == $line][0].photo${photoProjection},
  "scenes": *[_id == "scenePhotos"][0]{
    ${photoScenes.map(({ id }) => `"${sceneFieldName(id)}": ${sceneFieldName(id)}${photoProjection}`).join(',\n    ')}
  }
}`
