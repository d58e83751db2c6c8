import { filter, map, withLatestFrom, type Observable } from 'rxjs'
import type { Effect } from '../../src/bus/effects.js'
import { createEvent, ofType, type EventInput } from '../../src/events/index.js'
import type { GatehouseState } from '../../projections/index.js'
import { selectSender } from '../../projections/send/sender.selectors.js'

/** SLIP-44 coin type of Ethereum, the key of an EVM address in a name record. */
const ETH_COIN_TYPE = '60'

/** ENSIP-11: the coin type of an EVM chain other than Ethereum mainnet. */
const evmCoinType = (chainId: string) => String((0x80000000 | Number(chainId.split(':')[1])) >>> 0)

/**
 * A name typed as the send form's receiver (SPEC §3 "Send state: … receiverAddress, receiver profile image and
 * name"), once resolved through the data API's profile endpoint (lookupNames answers the view's
 * NameResolveRequested): when the form still holds that name, its receiver becomes the name's address on the
 * active chain (the chain's own ENSIP-11 record, else Ethereum's), with the name and the record's avatar kept to
 * show. A name without an address leaves the form as it is (the view says so).
 */
export const resolveReceiver: Effect<GatehouseState> = (event$, state$): Observable<EventInput> =>
  event$.pipe(
    ofType('NameResolved'),
    withLatestFrom(state$),
    map(([event, state]) => {
      const sender = selectSender(state)
      if (sender?.namespace !== 'eip155' || !event.data.registered || state.send.receiverAddress !== event.data.name)
        return null
      const address = event.data.addresses[evmCoinType(sender.chainId)] ?? event.data.addresses[ETH_COIN_TYPE]
      if (address === undefined) return null
      return createEvent(
        'SendFormEdited',
        {
          receiverAddress: address,
          receiverProfileName: event.data.name,
          receiverProfileImage: event.data.avatar ?? null,
        },
        { causationId: event.id },
      )
    }),
    filter((e): e is NonNullable<typeof e> => e !== null),
  )
