// A native SOL transfer as the wallet signs and sends it (solana_signAndSendTransaction): a legacy transaction of
// one System Program transfer, paid by the sender, on the chain's latest blockhash, unsigned. Built with
// @solana/web3.js, which only this module imports: prepareTransfer loads it when a visitor sends SOL.
import { PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import * as z from 'zod/mini'
import type { RpcProvider } from '../../src/api/rpc.js'
import type { CaipNetworkId } from '../../src/domain/caip.js'
import { InvalidResponseError } from '../../src/errors/thrown.js'

const LatestBlockhash = z.object({
  value: z.object({
    blockhash: z.string().check(z.minLength(32), z.maxLength(44)),
    lastValidBlockHeight: z.number().check(z.int(), z.nonnegative()),
  }),
})

/** The wire transaction (base64) of a transfer of `lamports` from `from` to `to`, for the wallet to sign and send. */
export async function solanaTransfer(
  rpc: RpcProvider,
  transfer: { chainId: CaipNetworkId; from: string; to: string; lamports: bigint },
  signal: AbortSignal,
): Promise<string> {
  const answer = await rpc.request(
    transfer.chainId,
    { method: 'getLatestBlockhash', params: [{ commitment: 'confirmed' }] },
    { signal },
  )
  const latest = LatestBlockhash.safeParse(answer)
  if (!latest.success)
    throw new InvalidResponseError({ details: `getLatestBlockhash: ${JSON.stringify(answer)?.slice(0, 80)}` })
  const from = new PublicKey(transfer.from)
  const tx = new Transaction({
    feePayer: from,
    blockhash: latest.data.value.blockhash,
    lastValidBlockHeight: latest.data.value.lastValidBlockHeight,
  }).add(
    SystemProgram.transfer({ fromPubkey: from, toPubkey: new PublicKey(transfer.to), lamports: transfer.lamports }),
  )
  return tx.serialize({ requireAllSignatures: false, verifySignatures: false }).toString('base64')
}
