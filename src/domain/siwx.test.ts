import { describe, expect, it } from 'vitest'
import { ConfigurationError } from '../errors/catalogue.js'
import { appliesUniversalProviderAuth, assertConfig, checkSiwxPreconditions, validateConfig } from './siwx.js'

describe('SIWX and configuration', () => {
  it.each([
    [{ siwxEnabled: false, activeAddress: '0xab', activeNetwork: 'eip155:1', hasClient: true }, 'SIWX is not enabled'],
    [{ siwxEnabled: true, activeNetwork: 'eip155:1', hasClient: true }, 'No ActiveCaipAddress found'],
    [{ siwxEnabled: true, activeAddress: '0xab', hasClient: true }, 'No ActiveCaipNetwork or client found'],
    [
      { siwxEnabled: true, activeAddress: '0xab', activeNetwork: 'eip155:1', hasClient: false },
      'No ActiveCaipNetwork or client found',
    ],
    [{ siwxEnabled: true, activeAddress: '0xab', activeNetwork: 'eip155:1', hasClient: true }, null],
  ])(
    'SPEC §5: SIWX sign-in needs SIWX enabled, an active address, an active network and a connection client (%#)',
    (input, message) => {
      const r = checkSiwxPreconditions(input)
      if (message === null) expect(r.ok).toBe(true)
      else expect(r).toMatchObject({ ok: false, error: { message } })
    },
  )

  it.each([
    [['eip155:1', 'eip155:8453'], true],
    [['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'], false],
    [['bip122:000000000019d6689c085ae165831e93'], false],
    [[], false],
  ])(
    'SPEC §5: universal-provider authentication applies only if every requested chain is eip155 (%j → %s)',
    (chains, applies) => {
      expect(appliesUniversalProviderAuth(chains)).toBe(applies)
    },
  )

  it.each([
    [{ projectId: 'abc' }, null],
    [{ projectId: 'abc', siwx: {} }, null],
    [{ projectId: 'abc', siweConfig: {} }, null],
    [{ projectId: 'abc', siweConfig: {}, siwx: {} }, 'Cannot set both `siweConfig` and `siwx` options'],
    [{}, 'Project ID Not Configured'],
    [{ projectId: '  ' }, 'Project ID Not Configured'],
  ])(
    "SPEC §5: 'Cannot set both `siweConfig` and `siwx` options'; project id must be configured (%#)",
    (config, message) => {
      const r = validateConfig(config)
      if (message === null) {
        expect(r.ok).toBe(true)
        expect(() => assertConfig(config)).not.toThrow()
      } else {
        expect(r).toMatchObject({ ok: false, error: { message } })
        expect(() => assertConfig(config)).toThrow(ConfigurationError)
        expect(() => assertConfig(config)).toThrow(message)
      }
    },
  )
})
