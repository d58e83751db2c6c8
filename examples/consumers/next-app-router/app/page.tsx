// A server component: the page is rendered on the server at each request (no prerendered copy), the wallet part by
// its client component, whose markup is in the HTML before any script runs.
import { Wallet } from './Wallet'

export const dynamic = 'force-dynamic'

export default function Page() {
  return (
    <main>
      <h1>Next.js App Router consumer</h1>
      <Wallet />
    </main>
  )
}
