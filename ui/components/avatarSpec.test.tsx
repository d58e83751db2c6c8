// @vitest-environment happy-dom
import fc from 'fast-check'
import { renderToStaticMarkup } from 'react-dom/server'
import { keccak256, toHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { DEV_ACCOUNTS } from '../../test/devnet/accounts.js'
import { avatarSpec } from './avatarSpec.js'
import { Avatar } from './Avatar.js'

const key = (address: string) => JSON.stringify(avatarSpec(address))
// 5,000 addresses, the same every run: the last 20 bytes of keccak256(i), as an EVM address is made.
const SAMPLE = Array.from({ length: 5000 }, (_, i) => `0x${keccak256(toHex(i)).slice(-40)}`)
const hex40 = fc.stringMatching(/^[0-9a-f]{40}$/)

describe('avatarSpec', () => {
  it('default: 25 cells mirrored left to right, two colours', () => {
    const spec = avatarSpec(DEV_ACCOUNTS[0]!.address)
    expect(spec.cells).toHaveLength(25)
    for (let r = 0; r < 5; r++)
      for (let c = 0; c < 5; c++) expect(spec.cells[r * 5 + c]).toBe(spec.cells[r * 5 + (4 - c)])
    expect(spec.background).toMatch(/^hsl\([\d.]+ 45% 28%\)$/)
    expect(spec.foreground).toMatch(/^hsl\([\d.]+ 75% 62%\)$/)
  })

  it('behavior: deterministic; an EVM address in any letter case has the same avatar, a Solana address keeps its case', () => {
    for (const { address } of DEV_ACCOUNTS) {
      expect(key(address)).toBe(key(address))
      expect(key(address.toLowerCase())).toBe(key(address))
      expect(key(`0x${address.slice(2).toUpperCase()}`)).toBe(key(address))
    }
    expect(key('So11111111111111111111111111111111111111112')).not.toBe(
      key('so11111111111111111111111111111111111111112'),
    )
  })

  it('behavior: distinct addresses have distinct avatars: the ten dev accounts and 5,000 others', () => {
    const all = [...DEV_ACCOUNTS.map((a) => a.address), ...SAMPLE]
    expect(new Set(all.map(key)).size).toBe(all.length)
  })

  it('property: two addresses that differ in one hex digit never share an avatar', () => {
    fc.assert(
      fc.property(hex40, fc.nat({ max: 39 }), fc.constantFrom(...'0123456789abcdef'), (digits, i, d) => {
        fc.pre(digits[i] !== d)
        const other = digits.slice(0, i) + d + digits.slice(i + 1)
        expect(key(`0x${other}`)).not.toBe(key(`0x${digits}`))
      }),
    )
  })
})

describe('Avatar', () => {
  it('default: an inline, decorative SVG of the spec, without inline style (strict CSP)', () => {
    const address = DEV_ACCOUNTS[3]!.address
    const html = renderToStaticMarkup(<Avatar address={address} />)
    expect(html).toMatch(/^<svg viewBox="0 0 5 5" shape-rendering="crispEdges" aria-hidden="true" focusable="false"/)
    expect(html).not.toContain('style=')
    expect(html.match(/<rect /g)).toHaveLength(1 + avatarSpec(address).cells.filter(Boolean).length)
    expect(renderToStaticMarkup(<Avatar address={address.toLowerCase()} />)).toBe(html)
    expect(renderToStaticMarkup(<Avatar address={DEV_ACCOUNTS[4]!.address} />)).not.toBe(html)
  })
})
