import { type NavigateOptions, useHydrated, useLoaderData } from '@tanstack/react-router'
import { useId } from 'react'
import { DOOR_PINS, productLine } from '../catalogue/lines'
import { measuresLink } from '../catalogue/measures/measures-link'
import { partPath } from '../catalogue/part-path'
import { PRODUCT_QUOTE_ANCHOR, quoteText } from '../catalogue/quote-request'
import { FitReportOffer } from '../forms/fit-report/FitReportOffer'
import { TitleBanner } from '../layout/TitleBanner'
import { useLivePartPhotos } from '../photos/live-part-photos'
import { PartGallery } from '../photos/PartGallery'
import { AddToQuote } from '../quote-list/AddToQuote'
import { lazySection } from '../sections/lazy-section'
import { whatsappUrl } from '../site/contact-links'
import { pageName } from '../site/pages'
import { useSiteSettings } from '../site/settings-context'
import { PrintButton } from '../ui/PrintButton'
import { QuietLink } from '../ui/QuietLink'
import { ShareButton } from '../ui/ShareButton'
import { ApplicationsTable } from './ApplicationsTable'
import { EquivalenceTable } from './EquivalenceTable'
import { measureRows } from './measure-rows'
import styles from './PartPage.module.css'
import { PartPicture } from './PartPicture'
import { PinTemplate } from './PinTemplate'
import type { PartPageData } from './part-page-data'
import { partQuoteItem, partShareData, partWhatsappText } from './part-quote'
import { equivalenceRows, factRows } from './product-facts'
import { RelatedParts } from './RelatedParts'
import { useChosenVehicle, useVehicleLine } from './use-chosen-vehicle'

/**
 * The quote form at the page's end, as a section is: its markup is in the page from the start,
 * its code comes and hydrates as it nears the screen, so a phone opening a part runs less first.
 */
const PartQuoteForm = lazySection(() => import('../forms/QuoteForm'), 'QuoteForm')

/**
 * One part's page, whatever its line: breadcrumb (its line's page), picture, key and name, tag,
 * its line's measures and the facts the catalogue knows, note, applications, equivalences, the
 * quote form with the part named in its message, WhatsApp, the quote list, and other parts of
 * its line for the same car (or with the same measure). Printed, it is the part's one-page spec
 * sheet ("ficha técnica"): the print styles keep the facts and drop the rest.
 */
export function PartPage({ data }: { data: PartPageData }) {
  const { product, applications, relatedBy, related } = data
  const line = productLine(product.line)
  const photos = useLivePartPhotos(product.key, data.photos)
  const { whatsapp } = useSiteSettings()
  const ids = useId()
  const quoteHeading = `${ids}-cotizar`
  const equivalencesHeading = `${ids}-equivalencias`
  const applicationsHeading = `${ids}-aplicaciones`
  const equivalences = equivalenceRows(product, applications)
  // Door pins always list their cars (the catalogue requires them); other lines when they have any.
  const showApplications = line.applications === 'required' || product.applications !== ''
  // Opened from a vehicle's results: the quote and the list name it, and its row is marked once
  // live (the prerendered page is every visitor's).
  const vehicle = useChosenVehicle()
  const vehicleLine = useVehicleLine(vehicle)
  const hydrated = useHydrated()
  const byMeasures = measuresLink(product)
  return (
    <>
      <TitleBanner
        parents={[{ path: line.path, name: pageName(line.path) }]}
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
          <PartGallery photos={photos} name={product.key}>
            <PartPicture product={product} behindPhotos={photos.length > 0} />
          </PartGallery>
        </div>
        <div className={styles.details}>
          <table className={styles.specs}>
            <caption>Especificaciones</caption>
            <tbody>
              {[
                { label: 'Clave', value: product.key },
                ...measureRows(product),
                ...factRows(product),
              ].map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  <td>{row.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {product.note && <p className={styles.note}>{product.note}</p>}
          {byMeasures && (
            <p className={styles.measuresLink} data-print="hide">
              <QuietLink link={byMeasures as NavigateOptions}>
                ¿No es este? Busca por medidas
              </QuietLink>
            </p>
          )}
          <div className={styles.actions} data-print="hide">
            <a className="btn btn-primary" href={`#${PRODUCT_QUOTE_ANCHOR}`}>
              Cotizar {product.key}
            </a>
            <a
              className="btn btn-whatsapp"
              href={whatsappUrl(whatsapp, partWhatsappText(product))}
              target="_blank"
              rel="noopener noreferrer"
            >
              WhatsApp
            </a>
          </div>
          <div className={styles.listActions} data-print="hide">
            <AddToQuote item={partQuoteItem(product, vehicle)} />
            <PrintButton label="Imprimir ficha técnica" className="text-button" />
            <ShareButton data={partShareData(product)} className="text-button" />
          </div>
          {product.line === DOOR_PINS && (
            <p className={styles.printHint} data-print="hide">
              La ficha impresa trae el perno a tamaño real (escala 1:1) para compararlo con el tuyo.
            </p>
          )}
        </div>
      </section>

      {product.line === DOOR_PINS && <PinTemplate product={product} />}

      {showApplications && (
        <section className={styles.block} aria-labelledby={applicationsHeading}>
          <h2 id={applicationsHeading} className={styles.blockHeading}>
            Aplicaciones
          </h2>
          {applications ? (
            <ApplicationsTable
              line={product.line}
              applications={applications}
              fitNotes={product.fitNotes}
              vehicle={hydrated ? vehicle : null}
            />
          ) : (
            <p>{product.applications || 'Consúltanos las aplicaciones de esta pieza.'}</p>
          )}
        </section>
      )}

      {equivalences.length > 0 && (
        <section className={styles.block} aria-labelledby={equivalencesHeading}>
          <h2 id={equivalencesHeading} className={styles.blockHeading}>
            Equivalencias
          </h2>
          <EquivalenceTable rows={equivalences} />
        </section>
      )}

      <div className={styles.block}>
        <FitReportOffer
          part={`${product.key} ${product.name}`}
          page={partPath(product.line, product.key)}
          vehicle={
            vehicle && hydrated
              ? { make: vehicle.make, model: vehicle.model, year: vehicle.year?.toString() }
              : undefined
          }
        />
      </div>

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
          <PartQuoteForm notice="inline" message={quoteText(product)} addToMessage={vehicleLine} />
        </div>
      </section>

      {relatedBy && related.length > 0 && <RelatedParts by={relatedBy} parts={related} />}
    </>
  )
}

/** The part routes' component (routing/part-route.tsx loads it as a part of its own). */
export function PartRoute() {
  return <PartPage data={useLoaderData({ strict: false }) as PartPageData} />
}
