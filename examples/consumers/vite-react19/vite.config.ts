import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The production build served as an app would serve it: under a strict Content-Security-Policy that lets the page
// reach only itself and the devnet's services (free ports of 127.0.0.1, unknown until a test's devnet starts).
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  'connect-src http://127.0.0.1:* ws://127.0.0.1:*',
  'frame-src http://127.0.0.1:*',
  "img-src 'self' data: http://127.0.0.1:*",
].join('; ')

export default defineConfig({
  plugins: [react()],
  preview: { headers: { 'Content-Security-Policy': CSP } },
})
