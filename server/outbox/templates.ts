/**
 * The templates the local outbox accepts, with the parameters each must carry. They mirror the
 * EmailJS templates the site uses in production (docs/forms.md) and src/forms/email-sender.ts.
 */
export const LOCAL_SERVICE_ID = 'local'
export const LOCAL_PUBLIC_KEY = 'local-outbox'

/** The robot-check token the site sends along, as EmailJS expects it. */
export const ROBOT_TOKEN_PARAM = 'g-recaptcha-response'

export type TemplateSpec = {
  /** Parameters that must be present and not blank. */
  required: readonly string[]
  /** Parameters that must be present (may be blank). */
  optional: readonly string[]
  /** Whether the robot-check token is required, as with reCAPTCHA turned on in EmailJS. */
  robotCheck: boolean
}

export const TEMPLATES: Record<string, TemplateSpec> = {
  quote: {
    required: ['name', 'email', 'phone', 'message'],
    optional: ['state', 'cantidad'],
    robotCheck: true,
  },
  contact: {
    required: ['name', 'email', 'number', 'message'],
    optional: ['producto'],
    robotCheck: true,
  },
  newsletter: { required: ['email'], optional: [], robotCheck: false },
  // "¿Te quedó?" and "No encuentro mi vehículo": the buyer's contact is optional.
  'fit-report': {
    required: ['subject', 'report', 'vehicle'],
    optional: [
      'part',
      'make',
      'model',
      'year',
      'message',
      'name',
      'contact',
      'email',
      'phone',
      'page',
    ],
    robotCheck: true,
  },
}
