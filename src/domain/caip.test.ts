import { describe, expect, it } from 'vitest'
import { CaipNetworkIdSchema } from './caip.js'
import { formatCaipAddress, formatCaipNetworkId, parseCaipAddress, parseCaipNetworkId } from './caipIds.js'

describe('CAIP-2', () => {
  it.each([
    ['eip155:1', 'eip155', '1'],
    ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
    ['bip122:000000000019d6689c085ae165831e93', 'bip122', '000000000019d6689c085ae165831e93'],
    ['polkadot:91b171bb158e2d3848fa23a9f1c25182', 'polkadot', '91b171bb158e2d3848fa23a9f1c25182'],
  ])('SPEC §5: CAIP-2 needs two parts: %s parses', (id, namespace, reference) => {
    expect(parseCaipNetworkId(id)).toEqual({ ok: true, value: { namespace, reference } })
    expect(formatCaipNetworkId({ namespace: namespace as 'eip155', reference })).toBe(id)
  })

  it.each([['eip155'], ['eip155:'], [':1'], ['eip155:1:2'], [''], ['EIP155:1'], [42], [null]])(
    'SPEC §5: CAIP-2 needs two parts: %s is refused',
    (id) => {
      const r = parseCaipNetworkId(id)
      expect(r.ok).toBe(false)
      if (!r.ok) expect(r.error.message).toBe('Invalid CAIP-2 chain id')
    },
  )

  it.each([['cosmos:cosmoshub-4'], ['near:mainnet']])(
    "SPEC §5: unknown namespace in a chain id: 'Namespace is not configured. Please call connect() first with namespace config.' (%s)",
    (id) => {
      const r = parseCaipNetworkId(id)
      expect(r).toMatchObject({
        ok: false,
        error: { message: 'Namespace is not configured. Please call connect() first with namespace config.' },
      })
      // The event schema says the same.
      const s = CaipNetworkIdSchema.safeParse(id)
      expect(s.success).toBe(false)
      expect(s.error?.issues[0]?.message).toBe(
        'Namespace is not configured. Please call connect() first with namespace config.',
      )
    },
  )
})

describe('CAIP-10', () => {
  it.each([
    [
      'eip155:1:0x52908400098527886E0F7030069857D2E4169EE7',
      'eip155',
      '1',
      '0x52908400098527886E0F7030069857D2E4169EE7',
    ],
    [
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T',
      'solana',
      '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T',
    ],
    [
      'bip122:000000000019d6689c085ae165831e93:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      'bip122',
      '000000000019d6689c085ae165831e93',
      'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    ],
  ])('SPEC §5: CAIP-10 has exactly three non-empty colon-separated parts: %s', (id, namespace, reference, address) => {
    expect(parseCaipAddress(id)).toEqual({ ok: true, value: { namespace, reference, address } })
    expect(formatCaipAddress({ namespace: namespace as 'eip155', reference, address })).toBe(id)
  })

  it.each([
    ['eip155:1'],
    ['eip155:1:'],
    ['eip155::0xab'],
    [':1:0xab'],
    ['eip155:1:0xab:extra'],
    ['eip155:1:0x ab'],
    ['eip155:1$:0xab'],
    ['EIP155:1:0xab'],
    [''],
    [undefined],
    [{}],
  ])("SPEC §5: not three non-empty parts: 'Invalid CAIP-10 address' (%s)", (id) => {
    expect(parseCaipAddress(id)).toMatchObject({ ok: false, error: { message: 'Invalid CAIP-10 address' } })
  })

  it("SPEC §5: a CAIP-10 address needs a known namespace: 'Invalid CAIP Address'", () => {
    expect(parseCaipAddress('cosmos:cosmoshub-4:cosmos1abc')).toMatchObject({
      ok: false,
      error: { message: 'Invalid CAIP Address' },
    })
  })
})
