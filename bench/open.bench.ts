// In Chromium, what a person sees: a click on the app's Connect button → the first animation frame in which the
// modal's content is rendered with non-zero opacity (targets: ≤ 16 ms, median of 7 fresh loads; in the first frame
// after the click in 7 of 7), and the JS fetched by then, gzip -9, net of React (target ≤ 60 KiB): the files the
// page fetched, less those of a plain React dialog built the same way (React's). The pages are bench/pages/open*.
// A click before the preload (the moment the button is there, no pointer over it first) is measured apart: how long
// a loading dialog showed.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { chromium, type Browser } from 'playwright-core'
import { median, report, round } from './lib/common.js'
import { networkQuiet } from '../test/helpers/networkQuiet.js'
import { CSP, pageErrors, serve } from './lib/server.js'
import type { OpenSample } from './pages/opening.js'
import { CHROMIUM_ARGS as ARGS, CHROMIUM_PATH } from '../test/helpers/chromium.js'

const RUNS = 7
/** How long the pointer rests on the button before the click (a person's hover → click is longer). */
const HOVER_MS = 150
// Bundled by bench/run.mjs into bench/.out/open-page and open-plain-page (esbuild), open-vite-page and open-plain-vite-page.
const dirOf = (name: string) => fileURLToPath(new URL(`./${name}-page/`, import.meta.url))

const kib = (bytes: number) => bytes / 1024
const gzipOf = (dir: string, files: readonly string[]) =>
  files.reduce((n, f) => n + gzipSync(readFileSync(`${dir}${f.replace(/^\//, '')}`), { level: 9 }).length, 0)
/** The files, largest first, each with its gzip size: where the KiB of the opening go. */
const bySize = (dir: string, files: readonly string[]) =>
  files
    .map((f) => ({ f, size: kib(gzipOf(dir, [f])) }))
    .sort((a, b) => b.size - a.size)
    .map(({ f, size }) => `${f} ${round(size)}`)
    .join(', ')

interface Run extends OpenSample {
  gzip: number
  /** The click's own requests that arrived by the frame, gzip. */
  clickGzip: number
  errors: string[]
  cspViolations: string[]
}

/** One fresh load of a page (its own context: nothing cached, an empty IndexedDB); `early` clicks the moment the button is there. */
async function once(browser: Browser, origin: string, name: string, suffix: string, early: boolean): Promise<Run> {
  const context = await browser.newContext()
  const page = await context.newPage()
  const errors = pageErrors(page)
  try {
    await page.goto(`${origin}/${name}.html`)
    if (early) {
      await page.waitForFunction(() => document.getElementById('connect') !== null, undefined, { polling: 'raf' })
      // No pointer over it first: a click that comes before any preload (a keyboard's Enter, a tap).
      await page.evaluate(() => document.getElementById('connect')?.click())
    } else {
      await page.waitForFunction(() => window.openBench?.ready === true)
      await page.waitForLoadState('networkidle')
      // The pointer rests on the button at least HOVER_MS, and until what it loaded is in.
      const quiet = networkQuiet(page, HOVER_MS)
      await page.hover('#connect')
      await quiet
      await page.click('#connect')
    }
    await page.waitForFunction(() => window.openBench?.samples.length === 1)
    const { samples, cspViolations } = await page.evaluate(() => window.openBench)
    const sample = samples[0] as OpenSample
    const dir = dirOf(`${name}${suffix}`)
    return {
      ...sample,
      gzip: gzipOf(dir, sample.scripts),
      clickGzip: gzipOf(dir, sample.clickScripts),
      errors,
      cspViolations,
    }
  } finally {
    await context.close()
  }
}

// The strict CSP, with images from data: URLs (the connectors' logos, WalletConnect's among them, are data: URLs).
const PAGE_CSP = `${CSP}; img-src 'self' data:`
/** The two builds of the pages: esbuild (code-split, as the other browser benchmarks' pages) and Vite's (as apps build). */
const BUILDS = [
  { label: 'esbuild', suffix: '' },
  { label: 'Vite', suffix: '-vite' },
] as const
type Build = (typeof BUILDS)[number]
const servers = new Map<string, Awaited<ReturnType<typeof serve>>>()
for (const build of BUILDS)
  for (const page of ['open', 'open-plain'])
    servers.set(`${page}${build.suffix}`, await serve(dirOf(`${page}${build.suffix}`), PAGE_CSP))
const originOf = (page: string, build: Build) => (servers.get(`${page}${build.suffix}`) as { origin: string }).origin

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ARGS })
try {
  const runs = new Map(BUILDS.map((b) => [b.label, { ours: [] as Run[], plain: [] as Run[], early: [] as Run[] }]))
  // Interleaved, so every page sees the same machine.
  for (let i = 0; i < RUNS; i++)
    for (const build of BUILDS) {
      const r = runs.get(build.label) as { ours: Run[]; plain: Run[]; early: Run[] }
      r.ours.push(await once(browser, originOf('open', build), 'open', build.suffix, false))
      r.plain.push(await once(browser, originOf('open-plain', build), 'open-plain', build.suffix, false))
      r.early.push(await once(browser, originOf('open', build), 'open', build.suffix, true))
    }
  const all = [...runs.values()].flatMap((r) => [...r.ours, ...r.plain, ...r.early])
  const problems = all.flatMap((r) => [...r.errors, ...r.cspViolations])
  if (problems.length > 0)
    throw new Error(`the pages logged errors or CSP violations: ${[...new Set(problems)].join('; ').slice(0, 2000)}`)

  const ms = (list: Run[]) => list.map((r) => r.ms)
  const spread = (values: number[]) => `min ${round(Math.min(...values))}, max ${round(Math.max(...values))}`
  report(
    BUILDS.flatMap((build) => {
      const { ours, plain, early } = runs.get(build.label) as { ours: Run[]; plain: Run[]; early: Run[] }
      const reactGzip = median(plain.map((r) => r.gzip))
      const oursGzip = median(ours.map((r) => r.gzip))
      const files = (ours[0] as Run).scripts
      return [
        {
          name: `click on Connect → first frame with the modal content visible (Chromium, ${build.label})`,
          value: round(median(ms(ours))),
          unit: 'ms',
          target: '<= 16',
          note: `median of ${RUNS} fresh loads (${spread(ms(ours))}), interleaved with a plain React dialog's (median ${round(median(ms(plain)))} ms, ${spread(ms(plain))}); from the click event's timestamp to the end of the first animation frame in which the dialog's title and its view's content are on screen with opacity > 0 (checked in requestAnimationFrame, ended by a task posted from it); the pointer rested on the button first, at least ${HOVER_MS} ms and until the network had been quiet for as long; frames: ${ours.map((r) => r.frame).join(', ')}; loading dialog shown: ${ours.map((r) => round(r.loadingMs)).join(', ')} ms; production build (${build.label}, code-split) of a minimal app (createGatehouse({ projectId }), GatehouseProvider, GatehouseModal, its own button) under "${PAGE_CSP}"`,
        },
        {
          name: `click on Connect → the content visible in the first frame after the click (runs, ${build.label})`,
          value: ours.filter((r) => r.frame === 1).length,
          unit: `of ${RUNS}`,
          target: `>= ${RUNS}`,
        },
        {
          name: `JS fetched by the time the modal shows, gzip, net of React (${build.label})`,
          value: round(kib(oursGzip - reactGzip)),
          unit: 'KiB',
          target: '<= 60',
          note: `median per load: Gatehouse's page ${round(kib(oursGzip))} KiB less the plain React dialog's ${round(kib(reactGzip))} KiB (React, react-dom), each file gzip -9 on its own; every script requested before the click whose response ended before the frame (what the click found in hand); ${files.length} files in the first load, by size (KiB gzip; the entry holds React): ${bySize(dirOf(`open${build.suffix}`), files)}`,
        },
        {
          name: `JS the click itself requested that arrived before that frame, gzip (${build.label})`,
          value: round(kib(median(ours.map((r) => r.clickGzip)))),
          unit: 'KiB',
          target: 'info',
          note: `median per load (per load: ${ours.map((r) => round(kib(r.clickGzip))).join(', ')} KiB): chunks for the steps after the opening (the connection, services and Buy effects load on the first event past the page's start) that raced the frame from 127.0.0.1; files of the first load: ${(ours[0] as Run).clickScripts.join(', ') || 'none'}`,
        },
        {
          name: `click at once, before any preload → the modal content visible (Chromium, ${build.label})`,
          value: round(median(ms(early))),
          unit: 'ms',
          target: 'info',
          note: `median of ${RUNS} fresh loads clicked (element.click(), no pointer over the button first) the moment the button is rendered (${spread(ms(early))}); frames: ${early.map((r) => r.frame).join(', ')}; chunk loads from 127.0.0.1 included`,
        },
        {
          name: `click at once, before any preload → first frame with the dialog, loading or not (${build.label})`,
          value: round(median(early.map((r) => r.ms - r.loadingMs))),
          unit: 'ms',
          target: 'info',
          note: `per load: ${early.map((r) => round(r.ms - r.loadingMs)).join(', ')} ms (from the click to the first frame that showed the loading dialog, or the content where none did; Gatehouse not ready yet in most)`,
        },
        {
          name: `click at once, before any preload → loading dialog shown (${build.label})`,
          value: round(median(early.map((r) => r.loadingMs))),
          unit: 'ms',
          target: 'info',
          note: `per load: ${early.map((r) => round(r.loadingMs)).join(', ')} ms (from the first frame that showed the loading dialog to the end of the first with the content)`,
        },
      ]
    }),
  )
} finally {
  await browser.close()
  for (const server of servers.values()) await server.close()
}
