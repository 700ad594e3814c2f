/** The only door to Swiper: fetched with import() by Carousel, never in the first-load bundle. */
export { Swiper } from 'swiper'
export { A11y, Autoplay } from 'swiper/modules'
