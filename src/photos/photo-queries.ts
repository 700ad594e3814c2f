import { photoProjection } from './photo'

/**
 * The site's photo queries (GROQ text, one place for the server's source and the browser's
 * fetch). Part keys are compared in lower case, as part page paths are.
 */
export const partPhotosQuery = `*[_type == "partPhotos" && defined(key)]{
  "key": lower(key),
  "photos": coalesce(photos[]${photoProjection}, [])
}`

export const onePartPhotosQuery = `coalesce(*[_type == "partPhotos" && lower(key) == $key][0].photos[]${photoProjection}, [])`

export const linePhotoQuery = `*[_type == "linePhotos" && line == $line][0].photo${photoProjection}`

export const scenePhotosQuery = `*[_id == "scenePhotos"][0]`
