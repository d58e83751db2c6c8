#!/usr/bin/env node
// Builds the app with esbuild and serves it on 127.0.0.1:$PORT under a strict CSP that lets the page reach the
// devnet's services (free ports of 127.0.0.1, unknown until a test's devnet starts) and nothing else.
import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { extname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const here = fileURLToPath(new URL('.', import.meta.url))
const out = join(here, 'out')
await build({
  entryPoints: [join(here, 'src/main.tsx')],
  outdir: out,
  bundle: true,
  splitting: true,
  format: 'esm',
  jsx: 'automatic',
  minify: true,
  target: 'es2022',
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'error',
})

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  'connect-src http://127.0.0.1:* ws://127.0.0.1:*',
  'frame-src http://127.0.0.1:*',
  "img-src 'self' data: http://127.0.0.1:*",
].join('; ')
const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8' }

const server = createServer(async (request, response) => {
  const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname
  const file = path === '/' ? join(here, 'index.html') : join(out, path.replace(/^\/+/, ''))
  if (!file.startsWith(out) && path !== '/') return response.writeHead(404).end()
  try {
    const body = await readFile(file)
    response.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'content-security-policy': CSP,
    })
    response.end(body)
  } catch {
    response.writeHead(404).end()
  }
})
server.listen(Number(process.env.PORT ?? 4321), '127.0.0.1', () => {
  console.log(`Devnet example: http://127.0.0.1:${server.address().port}/`)
})
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => server.close(() => process.exit(0)))
