import { page, prose, quoteForm, section } from './helpers.ts'

export const contact = page({
  slug: 'contacto-ventas-pernos-birlos',
  path: '/contacto-ventas-pernos-birlos',
  title: 'Contacto Ventas',
  seo: {
    title: 'Contacto y ventas de pernos y birlos',
    description:
      'Escríbenos, llámanos o visita nuestro mostrador en Azcapotzalco, Ciudad de México. Cotizaciones por formulario, WhatsApp y correo.',
  },
  sections: [
    section('pageHeader', 'header', {
      heading: 'Contacto Ventas',
      lead: 'Cotiza por formulario, WhatsApp o correo, o visítanos en el mostrador de la planta.',
    }),
    quoteForm({
      heading: 'Envíanos un mensaje',
      intro:
        'Elige el producto que te interesa y cuéntanos en tu mensaje qué necesitas. Te respondemos en horario de ventas.',
      form: 'contact',
      notice: 'inline',
    }),
    section('contactDetails', 'details', {
      heading: 'Visítanos o llámanos',
      text: 'Venta de mostrador desde 10 piezas en nuestra planta de la Ciudad de México. Para envíos, pregúntanos el pedido mínimo.',
      mapEmbedUrl:
        'https://www.openstreetmap.org/export/embed.html?bbox=-99.1654%2C19.4857%2C-99.1534%2C19.4937&layer=mapnik&marker=19.4897%2C-99.1594',
      mapTitle: 'Mapa de la planta y mostrador de Fijamex en Azcapotzalco',
    }),
    section('newsletter', 'newsletter', {
      heading: 'Recibe novedades y promociones',
      text: 'Una vez al mes: nuevos números de parte, existencias y consejos técnicos. Sin spam.',
    }),
  ],
})

export const blog = page({
  slug: 'blog',
  path: '/blog',
  title: 'Blog',
  seo: {
    title: 'Blog técnico de pernos y birlos',
    description:
      'Consejos de taller sobre pernos, birlos, tuercas y piezas de sujeción automotriz.',
  },
  sections: [
    section('pageHeader', 'header', {
      heading: 'Blog',
      lead: 'Consejos de taller y novedades sobre piezas de sujeción automotriz.',
    }),
    section('blogList', 'posts', { tagsHeading: 'Temas' }),
  ],
})

export const privacy = page({
  slug: 'aviso-de-privacidad',
  path: '/aviso-de-privacidad',
  title: 'Aviso de Privacidad',
  seo: {
    title: 'Aviso de privacidad',
    description:
      'Cómo tratamos los datos personales que nos compartes en formularios, WhatsApp y correo, conforme a la LFPDPPP.',
  },
  sections: [
    section('pageHeader', 'header', {
      heading: 'Aviso de privacidad',
      lead: 'Cómo tratamos los datos personales que nos compartes.',
    }),
    section('richText', 'notice', {
      body: prose(`
Este aviso de privacidad integral se emite en cumplimiento de la Ley Federal de Protección de Datos Personales en Posesión de los Particulares (LFPDPPP), su Reglamento y los Lineamientos del Aviso de Privacidad.
## Responsable del tratamiento
Fijamex (en adelante, «el Responsable»), con domicilio en Poniente 134 núm. 620, col. Industrial Vallejo, alcaldía Azcapotzalco, C. P. 02300, Ciudad de México, es responsable del uso y protección de tus datos personales.
## Datos personales que recabamos
Cuando nos escribes por los formularios del sitio, por WhatsApp, por teléfono o por correo electrónico, podemos recabar:
- Nombre completo.
- Correo electrónico y número telefónico.
- Estado de la República donde te encuentras.
- Producto de interés, cantidades y el contenido de tu mensaje.
No recabamos datos personales sensibles ni datos financieros a través de este sitio.
## Finalidades del tratamiento
Usamos tus datos para estas finalidades, necesarias para la relación que solicitas:
- Responder tus solicitudes de cotización y mensajes de contacto.
- Darte seguimiento comercial, coordinar pagos, envíos o entregas en mostrador.
- Emitir comprobantes fiscales cuando realices una compra.
De manera adicional, y solo si te suscribes al boletín, usaremos tu correo para enviarte novedades y promociones. Puedes negarte a esta finalidad en cualquier momento escribiendo a ventas@fijamex.mx; tu negativa no afectará la atención de tus solicitudes.
## Transferencias
No vendemos ni compartimos tus datos con terceros para fines propios de ellos. Solo los comunicamos a proveedores que nos prestan servicios (envío de correo, paquetería, alojamiento del sitio), obligados a tratarlos por cuenta nuestra, y a las autoridades cuando la ley lo exija.
## Derechos ARCO
Tienes derecho a **Acceder** a tus datos, **Rectificarlos** si son inexactos, **Cancelarlos** cuando consideres que no se requieren para las finalidades señaladas y **Oponerte** a su uso para fines específicos. También puedes revocar tu consentimiento y limitar el uso o divulgación de tus datos.
Para ejercerlos, envía una solicitud a ventas@fijamex.mx con tu nombre, un medio para responderte, una copia de tu identificación, la descripción clara de los datos y del derecho que quieres ejercer. Te responderemos en un máximo de 20 días hábiles y, si procede, la haremos efectiva dentro de los 15 días hábiles siguientes.
## Cookies y tecnologías similares
Este sitio no usa cookies de publicidad. El navegador guarda localmente la fecha en que viste la ventana informativa, para no mostrártela de nuevo en 24 horas; ese dato no sale de tu equipo.
## Cambios a este aviso
Cualquier cambio a este aviso se publicará en esta misma página.
## Contacto
Si tienes dudas sobre este aviso o sobre el tratamiento de tus datos, escríbenos a ventas@fijamex.mx o llámanos al 55 5368 1427 en horario de ventas. Si consideras que tu derecho a la protección de datos ha sido vulnerado, puedes acudir al organismo garante competente en la materia.
`),
      // The date the notice's text last changed; the page prints it under the text.
      updated: '2026-11-23',
    }),
  ],
})
