import { parseSearchWith, stringifySearchWith } from '@tanstack/react-router'

function keepString(): never {
  throw new Error('search values are kept as strings')
}

/**
 * Router options: search values stay the strings they are in the URL (a car model named 206 is
 * not the number 206) and are written back without JSON quoting: ?modelo=206, not
 * ?modelo=%22206%22. Each route's validateSearch turns them into its own types.
 */
export const searchStrings = {
  parseSearch: parseSearchWith(keepString),
  stringifySearch: stringifySearchWith(JSON.stringify),
}
