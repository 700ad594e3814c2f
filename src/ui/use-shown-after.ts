import { useEffect, useState } from 'react'

/**
 * `value` once it has stayed the same for `ms` (the last value so shown, again at once); null
 * until then, and at once when it is null. A state that usually ends sooner (a load that is
 * quick to come) is then never drawn: no frame of it flashes by, nor holds up what comes after.
 */
export function useShownAfter<T>(value: T | null, ms: number): T | null {
  const key = value === null ? null : JSON.stringify(value)
  const [lasted, setLasted] = useState<string | null>(null)
  useEffect(() => {
    if (key === null) return
    const timer = setTimeout(() => setLasted(key), ms)
    return () => clearTimeout(timer)
  }, [key, ms])
  return key !== null && lasted === key ? value : null
}
