import { describe, expect, it } from 'vitest'
import { formsBuildProblem, localTokenProblem } from './build-env'

const FULL = {
  VITE_RECAPTCHA_SITE_KEY: 'site-key',
  VITE_EMAILJS_SERVICE_ID: 'service',
  VITE_EMAILJS_TEMPLATE_QUOTE: 'quote',
  VITE_EMAILJS_TEMPLATE_CONTACT: 'contact',
  VITE_EMAILJS_TEMPLATE_NEWSLETTER: 'news',
  VITE_EMAILJS_TEMPLATE_FIT_REPORT: 'fit',
  VITE_EMAILJS_PUBLIC_KEY: 'pk',
}

describe('formsBuildProblem: a production build needs the real form services', () => {
  it('accepts a build with every variable', () => {
    expect(formsBuildProblem(FULL)).toBeNull()
  })

  it('names the missing reCAPTCHA site key', () => {
    expect(formsBuildProblem({ ...FULL, VITE_RECAPTCHA_SITE_KEY: ' ' })).toMatch(
      /VITE_RECAPTCHA_SITE_KEY/,
    )
  })

  it('names every missing EmailJS id, and how to build locally instead', () => {
    const problem = formsBuildProblem({ VITE_RECAPTCHA_SITE_KEY: 'k' })
    for (const name of Object.keys(FULL).filter((n) => n.startsWith('VITE_EMAILJS')))
      expect(problem).toContain(name)
    expect(problem).toContain('SITE_LOCAL_FORMS=1')
    expect(problem).not.toContain('VITE_RECAPTCHA_SITE_KEY')
  })

  it("names the fit report's template", () => {
    const { VITE_EMAILJS_TEMPLATE_FIT_REPORT: _, ...withoutReport } = FULL
    expect(formsBuildProblem(withoutReport)).toMatch(/missing VITE_EMAILJS_TEMPLATE_FIT_REPORT\./)
  })

  it('lets a local build (npm start, tests, CI) keep the local outbox and check', () => {
    expect(formsBuildProblem({ SITE_LOCAL_FORMS: '1' })).toBeNull()
  })
})

describe('localTokenProblem: a production bundle never holds the local robot token', () => {
  const chunks = [
    { fileName: 'assets/entry.js', code: 'const a = 1' },
    { fileName: 'assets/LocalDevCheck.js', code: 'onToken("local-dev-token")' },
  ]
  it('names the chunks that hold it', () => {
    expect(localTokenProblem({}, chunks, 'local-dev-token')).toMatch(
      /contains the local robot check's token \(assets\/LocalDevCheck\.js\)/,
    )
  })
  it('accepts a bundle without it, and a local build with it', () => {
    expect(localTokenProblem({}, chunks.slice(0, 1), 'local-dev-token')).toBeNull()
    expect(localTokenProblem({ SITE_LOCAL_FORMS: '1' }, chunks, 'local-dev-token')).toBeNull()
  })
})
