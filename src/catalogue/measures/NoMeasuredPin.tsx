import styles from '../Catalogue.module.css'
import { ChoiceLink } from '../ChoiceLink'
import type { CatalogueSearch } from '../search-params'

/** The measures asked, as said: '45 × 9.5 mm', '45 mm de largo', 'Ø 9.5 mm'. */
export function measuresText({ largo, diametro }: CatalogueSearch): string {
  if (largo !== undefined && diametro !== undefined) return `${largo} × ${diametro} mm`
  if (largo !== undefined) return `${largo} mm de largo`
  return `Ø ${diametro} mm`
}

/**
 * No door pin has the measures asked (within their tolerance): say so, and offer to send the
 * measures by WhatsApp, or to look without them.
 */
export function NoMeasuredPin({
  search,
  whatsappHref,
}: {
  search: CatalogueSearch
  whatsappHref: (text: string) => string
}) {
  const { largo: _largo, diametro: _diametro, pagina: _pagina, ...without } = search
  const car = [search.marca, search.modelo, search.anio].filter(Boolean).join(' ')
  const measures = measuresText(search)
  return (
    <div className={styles.notice}>
      <p>
        <strong>Ningún perno mide {measures}</strong>
        {car && <> para {car}</>}.
      </p>
      <p>
        Revisa la lectura o mándanos tus medidas y una foto: te decimos cuál es o lo fabricamos.
      </p>
      <div className={styles.noticeActions}>
        <a
          className="btn btn-whatsapp"
          href={whatsappHref(
            `Hola, busco un perno de puerta de ${measures}${car ? ` para ${car}` : ''}. Les envío foto.`,
          )}
          target="_blank"
          rel="noopener noreferrer"
        >
          WhatsApp
        </a>
        <ChoiceLink className="btn btn-outline" search={without}>
          Ver sin medidas
        </ChoiceLink>
      </div>
    </div>
  )
}
