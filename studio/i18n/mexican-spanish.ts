import { esESLocale } from '@sanity/locale-es-es'
import {
  defineLocale,
  definePlugin,
  type LocaleDefinition,
  type LocaleResourceBundle,
} from 'sanity'
import { claim } from '../schemaTypes/documents/claim'
import { faq } from '../schemaTypes/documents/faq'
import { page } from '../schemaTypes/documents/page'
import { post } from '../schemaTypes/documents/post'
import { siteSettings } from '../schemaTypes/documents/siteSettings'
import { linePhotos } from '../schemaTypes/photos/linePhotos'
import { partPhotos } from '../schemaTypes/photos/partPhotos'
import { scenePhotos } from '../schemaTypes/photos/scenePhotos'

/** Words of Spain's Spanish that a sales person in Mexico says otherwise ("Añadir" → "Agregar"). */
const mexicanEndings: Record<string, string> = {
  ir: 'ar',
  e: 'a',
  ido: 'ado',
  ida: 'ada',
  idos: 'ados',
  idas: 'adas',
  iendo: 'ando',
  ió: 'ó',
}

export function mexicanize(text: string): string {
  return text.replace(
    /([Aa])ñad(ir|e|ido|ida|idos|idas|iendo|ió)(?![a-záéíóúñ])/g,
    (_, a: string, ending: string) => `${a}greg${mexicanEndings[ending]}`,
  )
}

/**
 * A new document's title, with the gender of its type ("Nueva página", not "Nuevo Página"): the
 * Studio passes only the type's title to one sentence, so the sentence looks up the title here.
 */
export const newDocumentTitles: Record<string, string> = {
  [page.title ?? page.name]: 'Nueva página',
  [post.title ?? post.name]: 'Nueva entrada del blog',
  [claim.title ?? claim.name]: 'Nueva cifra',
  [faq.title ?? faq.name]: 'Nueva pregunta frecuente',
  [siteSettings.title ?? siteSettings.name]: 'Ajustes del sitio',
  [partPhotos.title ?? partPhotos.name]: 'Nuevas fotos de una pieza',
  [linePhotos.title ?? linePhotos.name]: 'Nueva foto de una línea',
  [scenePhotos.title ?? scenePhotos.name]: 'Fotos de la empresa',
}
const NEW_TITLES = 'fijamex.nuevo'
// i18next fills {{schemaType}} first, then looks up the nested key it names.
const newDocumentTitle = `$t(${NEW_TITLES}.{{schemaType}}, {"defaultValue": "Documento nuevo"})`

/** Our own words where Sanity's Spanish has none, or says it otherwise. */
const overrides: Record<string, Record<string, string>> = {
  studio: {
    'form.field.actions-menu.title': 'Más opciones del campo',
  },
  structure: {
    'panes.document-header-title.new.text': newDocumentTitle,
    'browser-document-title.new-document': newDocumentTitle,
    ...Object.fromEntries(
      Object.entries(newDocumentTitles).map(([title, text]) => [`${NEW_TITLES}.${title}`, text]),
    ),
  },
}

type Resources = Record<string, string | undefined>

async function load(bundle: LocaleResourceBundle): Promise<Resources> {
  const loaded =
    typeof bundle.resources === 'function' ? await bundle.resources() : bundle.resources
  return ((loaded as { default?: Resources }).default ?? loaded) as Resources
}

const spanish = (esESLocale() as { i18n: { locales: LocaleDefinition[] } }).i18n
  .locales[0] as LocaleDefinition

/**
 * Sanity's Spanish (es-ES, the closest it offers to es-MX) in Mexican words, with our own texts
 * where it leaves English or says something a sales person would find odd.
 */
export const mexicanSpanish = definePlugin({
  name: 'fijamex-es-mx',
  i18n: {
    locales: [
      defineLocale({
        ...spanish,
        title: 'Español (México)',
        bundles: (spanish.bundles ?? []).map((bundle) => ({
          ...bundle,
          locale: spanish.id,
          resources: async () => {
            const resources = await load(bundle as LocaleResourceBundle)
            const words: Record<string, string> = {}
            for (const [key, text] of Object.entries(resources))
              if (text !== undefined) words[key] = mexicanize(text)
            return { ...words, ...overrides[bundle.namespace] }
          },
        })),
      }),
    ],
  },
})
