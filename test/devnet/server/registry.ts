// The devnet's registry of names (SPEC §3 identity and names; §5 names to register)
// and of smart sessions. Seeded with a name for dev accounts 0 and 1 and a session
// for dev account 0; names registered through POST /v1/profile/account are added
// after their signature is checked (verifyAccountSignature: an EOA's, or a smart
// account's through the chain).
import { verifyMessage, type Address, type Hex, type PublicClient } from 'viem'
import { NAME_SUFFIXES } from '../../../src/domain/constants.js'
import { stripNameSuffix, validateNameLabel } from '../../../src/domain/names.js'
import type { NameRecord } from './contract.js'
import { DEV_ACCOUNTS } from '../accounts.js'

/** SLIP-44 coin type of Ethereum: the key of an EVM address in a name record. */
export const ETH_COIN_TYPE = 60

/**
 * Whether `signature` is `address`'s personal_sign of `message`: an EOA's (recovered offline), or a smart account's as
 * a chain of `clients` checks it (ERC-1271 when the account is deployed there, ERC-6492 before; viem's verifyMessage).
 */
export async function verifyAccountSignature(
  clients: readonly PublicClient[],
  signed: { address: Address; message: string; signature: Hex },
): Promise<boolean> {
  const checks = [() => verifyMessage(signed), ...clients.map((client) => () => client.verifyMessage(signed))]
  for (const check of checks) {
    // A malformed signature or an unreachable chain is a signature this check does not accept.
    if (await check().catch(() => false)) return true
  }
  return false
}

/** A smart session the devnet knows. */
export interface DevnetSession {
  id: string
  pci: string
  owner: Address
  expiry: number
  permissions: { type: string; data?: unknown }[]
  revoked: boolean
}

/** Names and sessions, in memory (a fresh devnet starts with the seeds only). */
export class Registry {
  private readonly names = new Map<string, NameRecord>()
  readonly sessions = new Map<string, DevnetSession>()

  /**
   * @param baseUrl the API server's base URL, read when a record is answered: seeded
   *   avatars are kept as server paths (`/devnet/avatar/…`) and answered as full URLs.
   */
  constructor(
    private readonly baseUrl: () => string,
    now: number,
  ) {
    this.add('alice.reown.id', DEV_ACCOUNTS[0]!.address, now - 90 * 86_400, {
      avatar: '/devnet/avatar/alice.reown.id.svg',
      bio: 'Dev account 0',
    })
    this.add('bob.reown.id', DEV_ACCOUNTS[1]!.address, now - 60 * 86_400, { bio: 'Dev account 1' })
    const pci = '0x' + 'd1'.repeat(32)
    this.sessions.set('devnet-session-0', {
      id: 'devnet-session-0',
      pci,
      owner: DEV_ACCOUNTS[0]!.address,
      expiry: now + 30 * 86_400,
      permissions: [
        { type: 'native-token-recurring-allowance', data: { allowance: '0x2386f26fc10000', period: 86_400 } },
      ],
      revoked: false,
    })
  }

  /** A name record by its full name (case-insensitive). */
  byName(name: string): NameRecord | undefined {
    const record = this.names.get(name.toLowerCase())
    return record && this.resolved(record)
  }

  private resolved(record: NameRecord): NameRecord {
    const attributes = record.attributes?.map((a) =>
      typeof a.avatar === 'string' && a.avatar.startsWith('/') ? { ...a, avatar: `${this.baseUrl()}${a.avatar}` } : a,
    )
    return { ...record, attributes }
  }

  /** The name records pointing at an address, oldest first. */
  byAddress(address: string): NameRecord[] {
    const a = address.toLowerCase()
    return [...this.names.values()]
      .filter((record) => Object.values(record.addresses ?? {}).some((entry) => entry.address.toLowerCase() === a))
      .map((record) => this.resolved(record))
  }

  /** The identity of an address (SPEC §3: name, avatar): its first name, that name's avatar. */
  identity(address: string): { name: string | null; avatar: string | null } {
    const record = this.byAddress(address)[0]
    if (!record) return { name: null, avatar: null }
    const avatar = record.attributes?.find((a) => typeof a.avatar === 'string')?.avatar ?? null
    return { name: record.name, avatar }
  }

  /** Adds a name record (the caller checked the name and the signature). */
  add(name: string, address: Address, at: number, attributes: Record<string, string> = {}): NameRecord {
    const record: NameRecord = {
      name,
      registered: at,
      updated: at,
      addresses: { [String(ETH_COIN_TYPE)]: { address, created: new Date(at * 1000).toISOString() } },
      attributes: Object.keys(attributes).length > 0 ? [attributes] : [],
    }
    this.names.set(name.toLowerCase(), record)
    return record
  }

  /** Why a full name cannot be registered, or undefined when it can (SPEC §5 rules, and not taken). */
  refuse(name: string): string | undefined {
    const label = stripNameSuffix(name, NAME_SUFFIXES)
    if (label === undefined) return `The name must end with ${NAME_SUFFIXES.join(' or ')}.`
    if (!validateNameLabel(label).ok)
      return 'Name to register: letters, digits and hyphens only, at least 4 characters.'
    if (this.names.has(name.toLowerCase())) return `${name} is already registered.`
    return undefined
  }

  /** Suggestions for a label in a zone: the label itself and a few variants, each marked registered or not. */
  suggestions(label: string, zone: string): { name: string; registered: boolean }[] {
    const base = label.toLowerCase().replace(/[^a-z0-9-]/g, '')
    const candidates = [base, `${base}-app`, `${base}1`, `${base}-dev`, `the-${base}`].filter(
      (l) => validateNameLabel(l).ok,
    )
    return candidates.map((l) => {
      const name = `${l}.${zone}`
      return { name, registered: this.names.has(name) }
    })
  }
}
