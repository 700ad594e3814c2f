import { type PagePath, pageName } from '../site/pages'

/** The main menu, in order, with its two submenus (products by family, and company). */
export type NavLink = { kind: 'link'; path: PagePath; label: string }
export type NavMenu = { kind: 'menu'; id: string; label: string; items: NavLink[] }
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

export function menuContains(menu: NavMenu, pathname: string): boolean {
  return menu.items.some((item) => item.path === pathname)
}
