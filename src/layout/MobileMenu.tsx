import { useHydrated, useLocation } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'
import { formatPhone, telUrl, whatsappUrl } from '../site/contact-links'
import { formatHoursRow } from '../site/hours'
import { useSiteSettings } from '../site/settings-context'
import { ChevronIcon, CloseIcon, MenuIcon, PinIcon } from '../ui/icons'
import { trapTabKey } from './focus-trap'
import { MenuLink } from './MenuLink'
import styles from './MobileMenu.module.css'
import { contactCta, menuContains, navigationWith } from './navigation'
import { SocialLinks } from './SocialLinks'
import { streetAddress } from './street-address'

/** Browsers without invoker commands open and close the dialog from the click handlers. */
const commandsSupported = () =>
  typeof HTMLButtonElement !== 'undefined' && 'command' in HTMLButtonElement.prototype

/**
 * The off-canvas menu for narrow screens, on a native modal <dialog>: the page behind is inert
 * (focus stays inside), Escape closes it, and a click on the dimmed area closes it too. The
 * buttons open and close it through HTML invoker commands and the submenus are exclusive
 * <details>, so the first tap works before the page's script has run.
 *
 * Once the page is live, the menu button opens the dialog from its click handler instead and
 * says whether it is open (aria-expanded). HTML allows no aria-expanded beside an invoker
 * command, whose state the browser is to expose itself (Chromium does for a popover, not for a
 * modal dialog), and a popover would not make the page behind inert: so the prerendered button
 * has the command and no state, the live one the state and no command.
 */
export function MobileMenu() {
  const settings = useSiteSettings()
  const navigation = navigationWith(settings.menuPages)
  const pathname = useLocation({ select: (location) => location.pathname })
  const dialogRef = useRef<HTMLDialogElement>(null)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const [isOpen, setOpen] = useState(false)
  const hydrated = useHydrated()
  const titleId = useId()
  const dialogId = useId()
  const submenuGroup = useId()

  const open = () => {
    // A tap just before the page went live may have opened it already, by its command.
    if (!dialogRef.current?.open) dialogRef.current?.showModal()
    setOpen(true)
  }
  const close = () => dialogRef.current?.close()

  // A new page closes the menu (not the first render: a tap before hydration may have opened it,
  // and the state catches up instead).
  const shownPath = useRef(pathname)
  useEffect(() => {
    if (shownPath.current === pathname) {
      if (dialogRef.current?.open) setOpen(true)
      return
    }
    shownPath.current = pathname
    dialogRef.current?.close()
  }, [pathname])

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        {...(hydrated
          ? { 'aria-expanded': isOpen }
          : { commandfor: dialogId, command: 'show-modal' as const })}
        onClick={open}
      >
        <MenuIcon width={26} height={26} />
        <span className="visually-hidden">Abrir menú</span>
      </button>
      <dialog
        ref={dialogRef}
        id={dialogId}
        className={styles.dialog}
        aria-labelledby={titleId}
        closedby="any"
        onClose={(event) => {
          setOpen(false)
          for (const submenu of event.currentTarget.querySelectorAll('details[open]'))
            submenu.removeAttribute('open')
          triggerRef.current?.focus()
        }}
        onClick={(event) => {
          if (event.target === event.currentTarget) close()
        }}
        onKeyDown={(event) => trapTabKey(event, dialogRef.current)}
      >
        <div className={styles.panel}>
          <div className={styles.panelHeader}>
            <p id={titleId} className={styles.title}>
              Menú
            </p>
            <button
              type="button"
              className={styles.close}
              commandfor={dialogId}
              command="close"
              onClick={() => {
                if (!commandsSupported()) close()
              }}
            >
              <CloseIcon width={24} height={24} />
              <span className="visually-hidden">Cerrar menú</span>
            </button>
          </div>
          <nav aria-label="Menú móvil">
            <ul className={styles.list}>
              {navigation.map((item) => {
                if (item.kind === 'link') {
                  return (
                    <li key={item.path}>
                      <MenuLink item={item} className={styles.link} onClick={close} exact />
                    </li>
                  )
                }
                // One open at a time: details of one name form an exclusive group.
                return (
                  <li key={item.id}>
                    <details name={submenuGroup} className={styles.submenu}>
                      <summary
                        className={styles.link}
                        data-active={menuContains(item, pathname) || undefined}
                      >
                        {item.label}
                        <ChevronIcon width={20} height={20} />
                      </summary>
                      <ul className={styles.sublist}>
                        {item.items.map((child) => (
                          <li key={child.path}>
                            <MenuLink item={child} className={styles.sublink} onClick={close} />
                          </li>
                        ))}
                      </ul>
                    </details>
                  </li>
                )
              })}
            </ul>
          </nav>
          <div className={styles.actions}>
            <MenuLink item={contactCta} className="btn btn-primary" onClick={close} />
            <a
              className="btn btn-whatsapp"
              href={whatsappUrl(settings.whatsapp, settings.whatsappGreeting)}
              target="_blank"
              rel="noopener noreferrer"
            >
              WhatsApp {formatPhone(settings.whatsapp)}
            </a>
            <a className={styles.phone} href={telUrl(settings.phone)}>
              Llámanos: {formatPhone(settings.phone)}
            </a>
            <p className={styles.hours}>
              {settings.hours.header.rows.map(formatHoursRow).join(' · ')}
            </p>
            {/* What the desktop contact strip shows and a phone's header has no room for. */}
            <p className={styles.address}>
              <PinIcon width={16} height={16} className={styles.addressIcon} />
              <span>{streetAddress(settings.address)}</span>
            </p>
            <SocialLinks className={styles.social} />
          </div>
        </div>
      </dialog>
    </>
  )
}
