export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false
}

/**
 * Calls `onVisible` once, the first time `element` is at least `threshold` visible.
 * Without IntersectionObserver (old browsers, tests) it calls it at once.
 */
export function observeOnce(
  element: Element,
  onVisible: () => void,
  options: { threshold?: number; rootMargin?: string } = {},
): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onVisible()
    return () => {}
  }
  const threshold = options.threshold ?? 0
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= threshold)) {
        observer.disconnect()
        onVisible()
      }
    },
    { threshold, rootMargin: options.rootMargin },
  )
  observer.observe(element)
  return () => observer.disconnect()
}
