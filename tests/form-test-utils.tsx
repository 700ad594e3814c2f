import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import type { SiteSettings } from '../src/site/settings'
import { SiteSettingsProvider } from '../src/site/settings-context'

export const testSettings: SiteSettings = {
  businessName: 'Fijamex',
  tagline: 'Pernos y birlos automotrices',
  phone: '5553681427',
  whatsapp: '525553681427',
  whatsappGreeting: 'Hola, quiero cotizar piezas.',
  salesEmails: ['ventas@fijamex.mx'],
  address: {
    _type: 'address',
    street: 'Calle 1',
    neighborhood: 'Centro',
    borough: 'Iztapalapa',
    city: 'Ciudad de México',
    postalCode: '09000',
    region: 'CDMX',
    country: 'MX',
  },
  mapUrl: 'https://maps.example/embed',
  hours: {
    header: { _type: 'hoursReading', label: 'Lun a Sáb', rows: [] },
    contact: { _type: 'hoursReading', label: 'Lun a Vie', rows: [] },
  },
  social: [],
  overlayDurationMs: 0,
  menuPages: [],
}

/** Renders a form inside the site settings it reads (WhatsApp and phone of the error notice). */
export function renderWithSettings(ui: ReactElement) {
  return render(<SiteSettingsProvider settings={testSettings}>{ui}</SiteSettingsProvider>)
}
