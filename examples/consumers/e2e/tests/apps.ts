// The consumer apps beside this folder and where the runner serves each (playwright.config.ts picks the ports).
/** The apps beside this folder, in the order of CONSUMER_PORTS. */
export const CONSUMERS = ['vite-react19', 'vite-react18', 'next-app-router', 'element-html'] as const

/** Where the runner serves an app (playwright.config.ts picks the ports). */
export function consumerUrl(name: (typeof CONSUMERS)[number]): string {
  const port = process.env.CONSUMER_PORTS?.split(',')[CONSUMERS.indexOf(name)]
  if (!port) throw new Error(`No port for ${name}: run the suite through playwright.config.ts.`)
  return `http://127.0.0.1:${port}/`
}
