// app/layout.tsx: a server component; the Gatehouse lives in the client component it renders.
import type { ReactNode } from 'react'
import { Providers } from './next-providers.js'

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <Providers>{children}</Providers>
      </body>
    </html>
  )
}
