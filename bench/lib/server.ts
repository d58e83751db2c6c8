// A tiny static server on 127.0.0.1 for the browser benchmark page, with a strict CSP.
import { createServer, type Server } from 'node:http'
import { readFile } from 'node:fs/promises'
import { extname, join, normalize } from 'node:path'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.map': 'application/json',
}

/** No inline script, no eval, nothing from elsewhere: what a careful app ships. */
export const CSP = "default-src 'self'; script-src 'self'; object-src 'none'; base-uri 'none'"

/** Serves `root` on a free port of 127.0.0.1 under `csp`; resolves with its origin and a close function. */
export async function serve(root: string, csp = CSP): Promise<{ origin: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    if (req.url === '/favicon.ico') {
      res.writeHead(204).end()
      return
    }
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    )
    readFile(join(root, path === '/' ? 'index.html' : path)).then(
      (body) => {
        res.writeHead(200, {
          'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
          'content-security-policy': csp,
          'cache-control': 'no-store',
        })
        res.end(body)
      },
      () => {
        res.writeHead(404).end()
      },
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('server has no port')
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/** The console errors and uncaught exceptions of a benchmark page, collected as they come. */
export function pageErrors(page: {
  on(event: 'console', listener: (m: { type(): string; text(): string }) => void): unknown
  on(event: 'pageerror', listener: (e: Error) => void): unknown
}): string[] {
  const errors: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text())
  })
  page.on('pageerror', (e) => errors.push(String(e)))
  return errors
}
