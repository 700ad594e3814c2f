/** The days of the week as the Studio names them and the site stores them (English names). */
export const weekDays = [
  { title: 'Lunes', value: 'Monday' },
  { title: 'Martes', value: 'Tuesday' },
  { title: 'Miércoles', value: 'Wednesday' },
  { title: 'Jueves', value: 'Thursday' },
  { title: 'Viernes', value: 'Friday' },
  { title: 'Sábado', value: 'Saturday' },
  { title: 'Domingo', value: 'Sunday' },
]
