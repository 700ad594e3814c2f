import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { yearsText } from '../catalogue/applications'
import { PinViews } from '../catalogue/drawing/PinViews'
import { productPhotoUrl } from '../catalogue/drawing/product-image'
import { CATALOGUE_ANCHOR, CATALOGUE_PATH } from '../catalogue/paths'
import { canonicalKeyParam } from '../catalogue/product-path'
import {
  PRODUCT_QUOTE_ANCHOR,
  quoteItem,
  quoteText,
  whatsappQuoteText,
} from '../catalogue/quote-request'
import { QuoteForm } from '../forms/QuoteForm'
import { TitleBanner } from '../layout/TitleBanner'
import { AddToQuote } from '../quote-list/AddToQuote'
import { whatsappUrl } from '../site/contact-links'
import { pageName } from '../site/pages'
import { useSiteSettings } from '../site/settings-context'
import { CardGrid } from '../ui/CardGrid'
import { PrintButton } from '../ui/PrintButton'
import { EquivalenceTable } from './EquivalenceTable'
import styles from './ProductPage.module.css'
import { equivalenceRows, factRows } from './product-facts'
import type { ProductPageData } from './product-page-data'

/**
 * One product's page: breadcrumb, drawing, key and name, tag, measures and the facts the catalogue
 * knows, note, applications, equivalences, the quote form with the product named in its message,
 * WhatsApp, the quote list, and other parts for the same cars. Printed, it is the part's
 * one-page spec sheet ("ficha técnica"): the print styles keep the facts and drop the rest.
 */
/** Related pins side by side: one on phones, two from 768 px, three from 992 px. */
const RELATED_COLUMNS = { base: 1, md: 2, lg: 3 }

export function ProductPage({ data }: { data: ProductPageData }) {
  const { product, applications, related } = data
  const { whatsapp } = useSiteSettings()
  const ids = useId()
  const photo = productPhotoUrl(product.image)
  const quoteHeading = `${ids}-cotizar`
  const relatedHeading = `${ids}-relacionados`
  const equivalencesHeading = `${ids}-equivalencias`
  const equivalences = equivalenceRows(product, applications)
  return (
    <>
      <TitleBanner
        parents={[{ path: CATALOGUE_PATH, name: pageName(CATALOGUE_PATH) }]}
        current={product.key}
        printLabel="Ficha técnica"
        heading={
          <>
            <span className={styles.key}>{product.key}</span> {product.name}
          </>
        }
      >
        {product.tag && <p className={styles.tag}>{product.tag}</p>}
      </TitleBanner>

      <section className={styles.sheet} aria-label={`Ficha de ${product.key}`}>
        <div className={styles.drawing}>
          {photo ? (
            <img src={photo} alt={product.alt} width={480} height={270} decoding="async" />
          ) : (
            <PinViews product={product} />
          )}
        </div>
        <div className={styles.details}>
          <table className={styles.specs}>
            <caption>Especificaciones</caption>
            <tbody>
              <tr>
                <th scope="row">Clave</th>
                <td>{product.key}</td>
              </tr>
              <tr>
                <th scope="row">Largo</th>
                <td>{product.length || '—'}</td>
              </tr>
              <tr>
                <th scope="row">Diámetro</th>
                <td>{product.diameter || '—'}</td>
              </tr>
              {factRows(product).map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  <td>{row.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {product.note && <p className={styles.note}>{product.note}</p>}
          <div className={styles.actions} data-print="hide">
            <a className="btn btn-primary" href={`#${PRODUCT_QUOTE_ANCHOR}`}>
              Cotizar {product.key}
            </a>
            <a
              className="btn btn-whatsapp"
              href={whatsappUrl(whatsapp, whatsappQuoteText(product))}
              target="_blank"
              rel="noopener noreferrer"
            >
              WhatsApp
            </a>
          </div>
          <div className={styles.listActions} data-print="hide">
            <AddToQuote item={quoteItem(product)} />
            <PrintButton label="Imprimir ficha técnica" className="text-button" />
          </div>
        </div>
      </section>

      <section className={styles.block} aria-labelledby={`${ids}-aplicaciones`}>
        <h2 id={`${ids}-aplicaciones`} className={styles.blockHeading}>
          Aplicaciones
        </h2>
        {applications ? (
          <table className={styles.applications}>
            <thead>
              <tr>
                <th scope="col">Marca</th>
                <th scope="col">Modelo</th>
                <th scope="col">Años</th>
              </tr>
            </thead>
            <tbody>
              {applications.map((a) => (
                <tr key={`${a.make} ${a.model}`}>
                  <td>
                    <Link to={CATALOGUE_PATH} search={{ marca: a.make }} hash={CATALOGUE_ANCHOR}>
                      {a.make}
                    </Link>
                  </td>
                  <td>
                    <Link
                      to={CATALOGUE_PATH}
                      search={{ marca: a.make, modelo: a.model }}
                      hash={CATALOGUE_ANCHOR}
                    >
                      {a.model}
                    </Link>
                  </td>
                  <td>{yearsText(a)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p>{product.applications || 'Consúltanos las aplicaciones de esta pieza.'}</p>
        )}
      </section>

      {equivalences.length > 0 && (
        <section className={styles.block} aria-labelledby={equivalencesHeading}>
          <h2 id={equivalencesHeading} className={styles.blockHeading}>
            Equivalencias
          </h2>
          <EquivalenceTable rows={equivalences} />
        </section>
      )}

      <section
        id={PRODUCT_QUOTE_ANCHOR}
        className={styles.quote}
        aria-labelledby={quoteHeading}
        data-print="hide"
      >
        <div className={styles.quoteIntro}>
          <p className={styles.eyebrow}>Cotización</p>
          <h2 id={quoteHeading} className={styles.blockHeading}>
            Cotiza el {product.key}
          </h2>
          <p>
            Dinos cuántas piezas necesitas y a qué estado las enviamos. Mostrador desde 10 piezas.
          </p>
        </div>
        <div className={styles.quoteCard}>
          <QuoteForm notice="inline" message={quoteText(product)} />
        </div>
      </section>

      {related.length > 0 && (
        <section className={styles.block} aria-labelledby={relatedHeading} data-print="hide">
          <h2 id={relatedHeading} className={styles.blockHeading}>
            Otros pernos para los mismos modelos
          </h2>
          <CardGrid count={related.length} limits={RELATED_COLUMNS} className={styles.related}>
            {related.map((p) => (
              <li key={p.key}>
                <Link
                  to="/pernos-para-puerta/$clave"
                  params={{ clave: canonicalKeyParam(p.key) }}
                  className={styles.relatedLink}
                >
                  <span className={styles.key}>{p.key}</span>
                  <span>{p.name}</span>
                  <span className={styles.relatedMeasures}>
                    {p.length} × {p.diameter}
                  </span>
                </Link>
              </li>
            ))}
          </CardGrid>
        </section>
      )}
    </>
  )
}
