import { decodeSignatureHeader, isValidSignature } from '@sanity/webhook'

/**
 * How far a signature's time may be from ours: Sanity signs each delivery as it sends it (and
 * retries a refused one within a minute or so), so an older signature is a recording.
 */
export const SIGNATURE_MAX_AGE_MS = 5 * 60_000

/** A signature Sanity made with the secret, within the age allowed; `key` names it for replays. */
export type SignatureCheck = { signed: true; key: string } | { signed: false; reason: string }

/** Whether `body` carries a current signature Sanity made with `secret` (never throws). */
export async function checkSignature(
  body: string,
  header: string | undefined,
  secret: string,
  now: number,
): Promise<SignatureCheck> {
  let timestamp: number
  let hashedPayload: string
  try {
    ;({ timestamp, hashedPayload } = decodeSignatureHeader(header ?? ''))
  } catch {
    // None, or no t=…,v1=…: as unsigned as a missing one.
    return { signed: false, reason: 'unsigned' }
  }
  // The time first: an old header costs no HMAC.
  if (Math.abs(now - timestamp) > SIGNATURE_MAX_AGE_MS) return { signed: false, reason: 'expired' }
  if (!(await signedBySanity(body, header, secret))) return { signed: false, reason: 'invalid' }
  return { signed: true, key: hashedPayload }
}

/** Whether `body` carries the signature Sanity makes with `secret`, whatever its time. */
export async function signedBySanity(
  body: string,
  signature: string | undefined,
  secret: string,
): Promise<boolean> {
  if (!signature) return false
  try {
    return await isValidSignature(body, signature, secret)
  } catch {
    return false
  }
}

/**
 * The signatures already taken, each kept as long as its time is within the age allowed (after
 * that the age check refuses it anyway), so memory holds at most a few minutes of publishes.
 */
export function createReplayGuard(now: () => number) {
  const taken = new Map<string, number>()
  return {
    has: (key: string) => taken.has(key),
    take(key: string) {
      const time = now()
      for (const [old, at] of taken) {
        if (time - at > 2 * SIGNATURE_MAX_AGE_MS) taken.delete(old)
      }
      taken.set(key, time)
    },
  }
}
