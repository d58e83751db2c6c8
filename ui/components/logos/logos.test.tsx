// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { NETWORKS } from '../../../src/domain/networks.js'
import { SOCIAL_PROVIDERS } from '../../../src/domain/auth.js'
import { networkLogo } from './networks.js'
import { socialLogo } from './socials.js'

// What a strict CSP and one shadow root need of inline SVGs: no style attributes, no ids (a logo drawn twice).
const clean = (html: string) => {
  expect(html).toMatch(/^<svg viewBox="[-\d. ]+" aria-hidden="true" focusable="false"><path /)
  expect(html).not.toMatch(/style=| id=|url\(/)
}

describe('logos', () => {
  it('default: each of SPEC §3’s nine networks has its logo; a test network has its main network’s', () => {
    expect(NETWORKS).toHaveLength(9)
    for (const n of NETWORKS) clean(renderToStaticMarkup(<>{networkLogo(n.caipNetworkId)}</>))
    const html = (id: string) => renderToStaticMarkup(<>{networkLogo(id)}</>)
    expect(html('eip155:84532')).toBe(html('eip155:8453'))
    expect(
      new Set(
        ['eip155:1', 'eip155:8453', 'eip155:42161', NETWORKS[4]!.caipNetworkId, NETWORKS[7]!.caipNetworkId].map(html),
      ).size,
    ).toBe(5)
  })

  it('behavior: another network has none (its initial stands in)', () => {
    expect(networkLogo('eip155:31337')).toBeNull()
    expect(networkLogo('eip155:10')).toBeNull()
  })

  it('default: each social login of SPEC §1 and Farcaster has its logo, each a different one', () => {
    const all = [...SOCIAL_PROVIDERS, 'farcaster' as const].map((p) => renderToStaticMarkup(<>{socialLogo(p)}</>))
    for (const html of all) clean(html)
    expect(new Set(all).size).toBe(all.length)
  })
})
