import { isPagePath, type PagePath, pageName } from '../site/pages'

/** The main menu, in order, with its two submenus (products by family, and company). */
export type NavLink = { kind: 'link'; path: PagePath; label: string }
/** A page created in the Studio with "Mostrar en el menú" ticked; it renders through `/$`. */
export type ContentLink = { kind: 'content'; path: string; label: string }
export type NavMenu = { kind: 'menu'; id: string; label: string; items: (NavLink | ContentLink)[] }
export type NavItem = NavLink | NavMenu

const link = (path: PagePath, label = pageName(path)): NavLink => ({ kind: 'link', path, label })

export const mainNavigation: NavItem[] = [
  link('/'),
  link('/pernos-para-puerta'),
  {
    kind: 'menu',
    id: 'birlos-y-tuercas',
    label: 'Birlos y Tuercas',
    items: [
      link('/birlos-automotrices'),
      link('/birlos-extrapesados-camiones-trailers'),
      link('/tuercas-automotrices-birlos'),
    ],
  },
  link('/kits-de-frenos-automotrices'),
  {
    kind: 'menu',
    id: 'productos-destacados',
    label: 'Productos Destacados',
    items: [
      link('/tornillo-caliper'),
      link('/terminales-bateria'),
      link('/rondanas-cobre'),
      link('/seguros-automotrices-interno-externo'),
      link('/casquillos-automotrices'),
      link('/abrazaderas-automotrices'),
    ],
  },
  link('/otros-productos-automotrices'),
]

export const contactCta = link('/contacto-ventas-pernos-birlos', 'Escríbenos')

/**
 * The main menu with the content pages an editor put in it, under a last submenu "Más";
 * pages of the route table already have their place and are not repeated.
 */
export function navigationWith(menuPages: readonly { path: string; label: string }[]): NavItem[] {
  const items = menuPages
    .filter((page) => !isPagePath(page.path))
    .map((page): ContentLink => ({ kind: 'content', path: page.path, label: page.label }))
  if (items.length === 0) return mainNavigation
  return [...mainNavigation, { kind: 'menu', id: 'mas', label: 'Más', items }]
}

export function menuContains(menu: NavMenu, pathname: string): boolean {
  return menu.items.some((item) => item.path === pathname)
}
