import { describe, expect, it } from 'vitest'
import { formsBuildProblem } from './build-env'

const FULL = {
  VITE_RECAPTCHA_SITE_KEY: 'site-key',
  VITE_EMAILJS_SERVICE_ID: 'service',
  VITE_EMAILJS_TEMPLATE_QUOTE: 'quote',
  VITE_EMAILJS_TEMPLATE_CONTACT: 'contact',
  VITE_EMAILJS_TEMPLATE_NEWSLETTER: 'news',
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

  it('lets a local build (npm start, tests, CI) keep the local outbox and check', () => {
    expect(formsBuildProblem({ SITE_LOCAL_FORMS: '1' })).toBeNull()
  })
})
