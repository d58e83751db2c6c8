import { describe, expect, it } from 'vitest'
import type { GatehouseState } from '../../projections/index.js'
import { InvalidAddressError, InvalidResponseError } from '../../src/errors/thrown.js'
import { appServesSolana, connectedEvents, userChainId, userFacts } from './connected.js'
import type { FrameUser } from './protocol.js'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SOLANA_CHAIN = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const SOLANA_ADDRESS = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const bare: FrameUser = { address: ADDRESS, chainId: 1 }
const withSolana = (address = SOLANA_ADDRESS): FrameUser => ({ ...bare, solana: { address, chainId: SOLANA_CHAIN } })

const config = (requested: string[] | null) =>
  ({ config: { adapters: ['eip155', 'solana'], networks: { requested } } }) as unknown as Pick<GatehouseState, 'config'>

describe('userChainId', () => {
  it('behavior: a positive decimal number or string is an eip155 reference; a CAIP-2 id is kept', () => {
    expect(userChainId(1)).toBe('eip155:1')
    expect(userChainId('8453')).toBe('eip155:8453')
    expect(userChainId(SOLANA_CHAIN)).toBe(SOLANA_CHAIN)
  })

  it.each(['x8453', '8453x', '0', '01', '0x1', ''])('error: %j is neither a reference nor a chain id', (id) => {
    expect(() => userChainId(id)).toThrow(InvalidResponseError)
    expect(() => userChainId(id)).toThrow(`The frame user's chain ${id} is not a chain id`)
  })
})

describe('appServesSolana', () => {
  it('behavior: a known Solana chain is served unless the app requested networks without it', () => {
    expect(appServesSolana(config(null), {}, SOLANA_CHAIN)).toBe(true)
    expect(appServesSolana(config([SOLANA_CHAIN]), {}, SOLANA_CHAIN)).toBe(true)
    expect(appServesSolana(config(['eip155:1']), {}, SOLANA_CHAIN)).toBe(false)
  })
})

describe('userFacts', () => {
  it('default: a user the frame gave only an address and chain: one EOA account, not deployed, named "Email"', () => {
    const facts = userFacts(bare, null, {})
    expect(facts.authConnected.data).toEqual({
      user: {
        email: null,
        address: ADDRESS,
        chainId: 1,
        accounts: [{ address: ADDRESS, type: 'eoa' }],
        userName: null,
        smartAccountDeployed: false,
      },
      provider: null,
    })
    expect(facts.connection).toEqual({
      namespace: 'eip155',
      chainId: 'eip155:1',
      address: ADDRESS,
      walletName: 'Email',
    })
    expect(facts.solana).toBeNull()
  })

  it('behavior: the frame’s deployed flag and preferred account type are carried to AuthConnected and AuthUserFetched', () => {
    const facts = userFacts({ ...bare, smartAccountDeployed: true, preferredAccountType: 'smartAccount' }, 'github', {})
    expect(facts.authConnected.data.user).toMatchObject({
      smartAccountDeployed: true,
      preferredAccountType: 'smartAccount',
      accounts: [{ address: ADDRESS, type: 'smartAccount' }],
    })
    expect(facts.userFetched.data).toMatchObject({ smartAccountDeployed: true, preferredAccountType: 'smartAccount' })
    expect(facts.connection.walletName).toBe('github')
  })

  it('error: a user on a chain of another namespace → InvalidResponseError', () => {
    expect(() => userFacts({ ...bare, chainId: 'bip122:000000000019d6689c085ae165831e93' }, null, {})).toThrow(
      'The embedded wallet serves eip155 and solana, not bip122',
    )
  })

  it('behavior: the Solana account counts only when a server of Solana accepts its chain', () => {
    expect(userFacts(withSolana(), null, {}).solana).toBeNull()
    expect(userFacts(withSolana(), null, {}, () => false).solana).toBeNull()
    expect(userFacts(withSolana(), null, {}, () => true).solana?.connection).toEqual({
      namespace: 'solana',
      chainId: SOLANA_CHAIN,
      address: SOLANA_ADDRESS,
      walletName: 'Email',
    })
  })

  it('error: a Solana account that is not a base58 address → InvalidAddressError naming the account', () => {
    const error = (() => {
      try {
        userFacts(withSolana('not base58 0OIl'), null, {}, () => true)
      } catch (e) {
        return e as InstanceType<typeof InvalidAddressError>
      }
    })()
    expect(error).toBeInstanceOf(InvalidAddressError)
    expect(error?.details).toMatch(/^The frame user's Solana account: ./)
  })
})

describe('connectedEvents', () => {
  it('behavior: eip155 only → AuthConnected, Connected, AccountsListed, AuthUserFetched; Solana’s come before eip155’s', () => {
    expect(connectedEvents(bare, null, {}).map((e) => e.type)).toEqual([
      'AuthConnected',
      'Connected',
      'AccountsListed',
      'AuthUserFetched',
    ])
    const both = connectedEvents(withSolana(), null, { causationId: 'c' }, () => true)
    expect(both.map((e) => [e.type, (e.data as { namespace?: string }).namespace])).toEqual([
      ['AuthConnected', undefined],
      ['Connected', 'solana'],
      ['AccountsListed', 'solana'],
      ['AuthUserFetched', 'solana'],
      ['Connected', 'eip155'],
      ['AccountsListed', 'eip155'],
      ['AuthUserFetched', 'eip155'],
    ])
    expect(both.every((e) => e.causationId === 'c')).toBe(true)
  })
})
