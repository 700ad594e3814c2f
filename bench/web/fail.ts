/** Stops the benchmark with a message on stderr and exit code 1. */
export function fail(message: string): never {
  console.error(message)
  process.exit(1)
}
