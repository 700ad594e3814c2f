import 'react'

// The HTML invoker commands (`commandfor` + `command`): a button opens or closes a dialog by
// itself, before any script has run. React passes the attributes through; its types lack them.
declare module 'react' {
  interface ButtonHTMLAttributes<T> {
    command?: 'show-modal' | 'close' | 'request-close'
    commandfor?: string
  }
}
