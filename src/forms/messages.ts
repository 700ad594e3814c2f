/**
 * Every message the forms show, word for word from the specification (section 8), plus the
 * wording the specification leaves open (marked "not in the spec").
 */
export const MESSAGES = {
  popup: {
    robot: { title: '¡Completa el reCAPTCHA!', text: 'Por favor verifica que no eres un robot.' },
    error: {
      title: '¡Error!',
      text: 'Hubo un problema al enviar el formulario. Intenta más tarde.',
    },
    success: {
      title: '¡Correo enviado con éxito!',
      text: 'Gracias por tu solicitud, pronto te contactaremos.',
    },
  },
  inline: {
    robot: 'Por favor verifica el reCAPTCHA antes de enviar.',
    error: 'Hubo un problema al enviar el formulario. Intenta nuevamente más tarde.',
    success: '¡Gracias por contactar con nosotros! Nos pondremos en contacto contigo muy pronto.',
  },
  /** Not in the spec: the newsletter box's own confirmation. */
  newsletterSuccess: '¡Listo! Te escribiremos con novedades y promociones.',
  /** Not in the spec: the other ways to reach sales, offered with every error notice. */
  otherWays: 'También puedes escribirnos por WhatsApp o llamarnos:',
  sending: 'Enviando...',
  required: 'Este campo es obligatorio.',
  close: 'Cerrar',
  /** Not in the spec ("a message is raised if one is missing; wording not shown"). */
  missingConfig: (names: string[]) =>
    `El formulario no está configurado: falta ${names.join(', ')}.`,
} as const

export type NoticeTone = 'success' | 'error' | 'warning'
