import type { ReactNode, SVGProps } from 'react'

/** Small original line icons; decorative unless a title is given by the caller. */
type IconProps = SVGProps<SVGSVGElement>

/** An icon component drawing `shape`: a fixed element, shared by every render. */
const icon = (shape: ReactNode) => (props: IconProps) => (
  <svg
    width="20"
    height="20"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
    {...props}
  >
    {shape}
  </svg>
)

export const PhoneIcon = icon(
  <path d="M5 3h3.5l1.5 4.5-2.2 1.4a11 11 0 0 0 5.3 5.3l1.4-2.2L19 13.5V17a2 2 0 0 1-2.2 2A16 16 0 0 1 3 5.2 2 2 0 0 1 5 3z" />,
)

export const ClockIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
)

export const PinIcon = icon(
  <>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </>,
)

export const MailIcon = icon(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3.5 6 8.5 7 8.5-7" />
  </>,
)

export const MenuIcon = icon(<path d="M4 6h16M4 12h16M4 18h16" />)

export const CloseIcon = icon(<path d="M6 6l12 12M18 6 6 18" />)

export const ChevronIcon = icon(<path d="m6 9 6 6 6-6" />)

export const ArrowIcon = icon(<path d="M5 12h14M13 6l6 6-6 6" />)

/** A chat bubble with a handset: reads as "message us", without copying any app's logo. */
export const ChatIcon = icon(
  <>
    <path d="M4.5 19.5 6 15.6A8 8 0 1 1 9 18.6z" />
    <path
      d="M9.2 8.6h1.4l.6 1.6-.8.6a4.2 4.2 0 0 0 2 2l.6-.8 1.6.6v1.4a.8.8 0 0 1-.9.8 6 6 0 0 1-5.3-5.3.8.8 0 0 1 .8-.9z"
      strokeWidth="1.2"
    />
  </>,
)

export const FacebookIcon = icon(
  <path d="M14 8h2V4.5h-2.5A3.5 3.5 0 0 0 10 8v2.5H8V14h2v6.5h3.5V14H16l.5-3.5h-3V8.6a.6.6 0 0 1 .5-.6z" />,
)

export const InstagramIcon = icon(
  <>
    <rect x="4" y="4" width="16" height="16" rx="4.5" />
    <circle cx="12" cy="12" r="3.6" />
    <circle cx="16.8" cy="7.2" r="0.6" fill="currentColor" />
  </>,
)

export const YoutubeIcon = icon(
  <>
    <rect x="3" y="6" width="18" height="12" rx="3.5" />
    <path d="m10.5 9.5 4 2.5-4 2.5z" fill="currentColor" />
  </>,
)

export const TiktokIcon = icon(
  <path d="M13.5 4v10.5a3.5 3.5 0 1 1-3.5-3.5M13.5 4a4.5 4.5 0 0 0 4.5 4.5" />,
)

export const LinkedinIcon = icon(
  <>
    <rect x="4" y="4" width="16" height="16" rx="2" />
    <path d="M8.5 10.5V16M8.5 7.8v.1M12 16v-5.5M12 13a2.5 2.5 0 0 1 5 0v3" />
  </>,
)

export const SearchIcon = icon(
  <>
    <circle cx="10.5" cy="10.5" r="6.5" />
    <path d="m15.5 15.5 5 5" />
  </>,
)

/** A clipboard with lines: the buyer's quote list. */
export const ClipboardIcon = icon(
  <>
    <rect x="5" y="4" width="14" height="17" rx="2" />
    <path d="M9 4V3h6v1M9 10h6M9 14h6M9 18h3" />
  </>,
)

export const PlusIcon = icon(<path d="M12 5v14M5 12h14" />)

export const PrintIcon = icon(
  <>
    <path d="M7 9V3h10v6M7 17H5a2 2 0 0 1-2-2v-4a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v4a2 2 0 0 1-2 2h-2" />
    <rect x="7" y="14" width="10" height="7" />
  </>,
)

export const ShareIcon = icon(
  <>
    <circle cx="18" cy="5" r="3" />
    <circle cx="6" cy="12" r="3" />
    <circle cx="18" cy="19" r="3" />
    <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
  </>,
)

export const TrashIcon = icon(<path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />)
