// The devnet with its Solana chain: startDevnet lists it in DevnetInfo.solana, funds the
// ten dev accounts, and the data API's balance route follows a transfer on it.
import {
  Connection,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  Transaction,
  sendAndConfirmTransaction,
} from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { useDevnet } from '../fixture.js'
import { SOLANA_DEV_ACCOUNTS, solanaDevKeypair } from './accounts.js'

const devnet = useDevnet()

async function solBalance(address: string): Promise<string | undefined> {
  const url = new URL(`/v1/account/${address}/balance`, devnet.info.api)
  url.searchParams.set('projectId', devnet.info.projectId)
  url.searchParams.set('chainId', devnet.info.solana.caipNetworkId)
  const body = (await (await fetch(url)).json()) as { balances: { symbol: string; quantity: { numeric: string } }[] }
  return body.balances.find((b) => b.symbol === 'SOL')?.quantity.numeric
}

describe('startDevnet: Solana', () => {
  it('lists the local Solana chain and its ten funded dev accounts in DevnetInfo', async () => {
    const { solana } = devnet.info
    expect(solana.caipNetworkId).toBe('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
    expect(solana.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(solana.wsUrl).toBe(solana.rpcUrl.replace('http:', 'ws:'))
    expect(solana.accounts).toEqual(SOLANA_DEV_ACCOUNTS)
    const connection = new Connection(solana.rpcUrl, { wsEndpoint: solana.wsUrl })
    expect(await connection.getGenesisHash()).toBe('EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG')
    for (const account of solana.accounts)
      expect(await connection.getBalance(new PublicKey(account.address))).toBe(100 * LAMPORTS_PER_SOL)
  })

  it('the data API shows a 0.1 SOL transfer on both sides', async () => {
    const { solana } = devnet.info
    const connection = new Connection(solana.rpcUrl, { commitment: 'confirmed', wsEndpoint: solana.wsUrl })
    const from = solanaDevKeypair(0)
    const to = solana.accounts[1]!.address
    expect(await solBalance(to)).toBe('100')
    const tx = new Transaction().add(
      SystemProgram.transfer({
        fromPubkey: from.publicKey,
        toPubkey: new PublicKey(to),
        lamports: LAMPORTS_PER_SOL / 10,
      }),
    )
    await sendAndConfirmTransaction(connection, tx, [from])
    expect(await solBalance(to)).toBe('100.1')
    expect(await solBalance(from.publicKey.toBase58())).toBe('99.899995')
  })
})
