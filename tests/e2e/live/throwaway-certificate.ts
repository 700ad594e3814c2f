import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

let certificate: { key: Buffer; cert: Buffer } | undefined

/** A self-signed certificate for 127.0.0.1, made once per process (openssl). */
export function throwawayCertificate() {
  if (!certificate) {
    const dir = mkdtempSync(join(tmpdir(), 'sanity-stand-in-'))
    const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')]
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '2',
        '-subj',
        '/CN=127.0.0.1',
      ].concat(['-keyout', key, '-out', cert]),
      { stdio: 'ignore' },
    )
    certificate = { key: readFileSync(key), cert: readFileSync(cert) }
  }
  return certificate
}
