/** A post's date as readers see it: "10 de marzo de 2025" (noon, so no time zone moves the day). */
export function postDate(date: string): string {
  return new Date(`${date}T12:00:00`).toLocaleDateString('es-MX', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  })
}
