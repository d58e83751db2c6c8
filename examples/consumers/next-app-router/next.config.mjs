import { fileURLToPath } from 'node:url'

// This folder is the app's root: Next.js would otherwise take the repository's lockfile above it for the workspace's.
const here = fileURLToPath(new URL('.', import.meta.url))

/** @type {import('next').NextConfig} */
const config = {
  poweredByHeader: false,
  turbopack: { root: here },
  outputFileTracingRoot: here,
}
export default config
