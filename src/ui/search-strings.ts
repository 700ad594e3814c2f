import { parseSearchWith, stringifySearchWith } from '@tanstack/react-router'

/**
 * Each search value as it is: the router keeps what the parser returns. (A parser that threw to
 * keep the string built an Error with its stack for every value of every address the router
 * read, links' included.)
 */
const keepString = (value: string): string => value

/**
 * Router options: search values stay the strings they are in the URL (a car model named 206 is
 * not the number 206) and are written back without JSON quoting: ?modelo=206, not
 * ?modelo=%22206%22. Each route's validateSearch turns them into its own types.
 */
export const searchStrings = {
  parseSearch: parseSearchWith(keepString),
  stringifySearch: stringifySearchWith(JSON.stringify),
}
