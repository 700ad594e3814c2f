/** The router plugin's options: vite.config.ts and `npm run routes` generate the same route tree. */
export const routerOptions = { target: 'react', autoCodeSplitting: true } as const
