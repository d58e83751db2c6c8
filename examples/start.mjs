#!/usr/bin/env node
// `npm start`: serves the demo (examples/) with Vite on 127.0.0.1.
// PORT overrides the default 5173 (PORT=0 picks a free port). Ctrl-C stops it.
import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'

const DEFAULT_PORT = 5173
const port = process.env.PORT === undefined || process.env.PORT === '' ? DEFAULT_PORT : Number(process.env.PORT)
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a whole number from 0 to 65535, not "${process.env.PORT}".`)
  process.exit(2)
}

const server = await createServer({
  configFile: fileURLToPath(new URL('./vite.config.ts', import.meta.url)),
  server: { host: '127.0.0.1', port, strictPort: true },
})

try {
  await server.listen()
} catch (error) {
  await server.close()
  const inUse = error?.code === 'EADDRINUSE' || /already in use/i.test(String(error?.message))
  if (!inUse) throw error
  console.error(`Port ${port} on 127.0.0.1 is already in use (another \`npm start\`?).`)
  console.error(`Stop that server, or choose another port: PORT=${port === DEFAULT_PORT ? DEFAULT_PORT + 1 : DEFAULT_PORT} npm start`)
  process.exit(1)
}

const url = server.resolvedUrls?.local[0] ?? `http://127.0.0.1:${port}/`
console.log(`\nGatehouse demo: ${url}\nPress Ctrl-C to stop.\n`)

let stopping = false
const stop = async () => {
  // A second Ctrl-C does not wait for the watcher and sockets to close.
  if (stopping) process.exit(130)
  stopping = true
  await server.close()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
