import { formatNumber } from '../ui/numbers'

/**
 * Every message the forms show, word for word as the business wrote them (tests compare them
 * letter by letter), plus wording of our own (marked "our wording").
 */
const RECHECK =
  'Tu envío guardado sin señal no se pudo entregar: la verificación contra robots caduca a los dos minutos. Tus datos están de nuevo en el formulario: revísalos, verifica que no eres un robot y envíalo otra vez.'

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
    /** Our wording: sent without a connection, kept on the device (forms/send-queue). */
    queued: {
      title: 'Sin señal: tu envío está guardado',
      text: 'Se enviará en cuanto haya señal. Puedes cerrar la página; no se pierde nada.',
    },
    /** Our wording: a kept send the service refused (its robot check expired while it waited). */
    recheck: {
      title: 'Falta confirmar tu envío',
      text: RECHECK,
    },
  },
  inline: {
    robot: 'Por favor verifica el reCAPTCHA antes de enviar.',
    error: 'Hubo un problema al enviar el formulario. Intenta nuevamente más tarde.',
    success: '¡Gracias por contactar con nosotros! Nos pondremos en contacto contigo muy pronto.',
    /** Our wording, as the popup's. */
    queued: 'Sin señal: tu envío quedó guardado en este teléfono. Se enviará en cuanto haya señal.',
    /** Our wording, as the popup's. */
    recheck: RECHECK,
  },
  /** Our wording: the newsletter box's own confirmation. */
  newsletterSuccess: '¡Listo! Te escribiremos con novedades y promociones.',
  /** Our wording: the other ways to reach sales, offered with every error notice. */
  otherWays: 'También puedes escribirnos por WhatsApp o llamarnos:',
  sending: 'Enviando...',
  required: 'Este campo es obligatorio.',
  /** Our wording: a filled field that is not what it should be. */
  invalid: {
    email: 'Escribe un correo electrónico válido, por ejemplo nombre@empresa.com.',
    phone: 'Escribe un teléfono de 10 dígitos, solo números.',
    rfc: 'Escribe un RFC válido: 12 caracteres (empresa) o 13 (persona), por ejemplo XAXX010101000.',
    contact: 'Escribe un correo (nombre@empresa.com) o un teléfono de 10 dígitos, o déjalo vacío.',
  },
  /** Our wording: the character counter under the message box. */
  counter: (count: number, max: number) =>
    `${formatNumber(count)} de ${formatNumber(max)} caracteres`,
  /** Our wording: a second send of the same form within the rate limit's window. */
  rateLimited: 'Ya recibimos un envío hace unos segundos. Espera un momento antes de enviar otro.',
  close: 'Cerrar',
  /** Our wording: a message raised when a required setting is missing. */
  missingConfig: (names: string[]) =>
    `El formulario no está configurado: falta ${names.join(', ')}.`,
} as const
