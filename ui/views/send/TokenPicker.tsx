// The send form's token: one of the account's balances on the active network (native and ERC-20).
import type { ReactNode } from 'react'
import { formatTokenBalance } from '../../../src/domain/display.js'
import { formatMessage, MESSAGES } from '../../messages.js'
import type { SendableToken } from '../../../projections/send/sender.selectors.js'
import { useEmit } from '../../core/hooks.js'
import { displayName } from '../../displayName.js'

const keyOf = (token: SendableToken) => token.address ?? 'native'

/** A select over the tokens; choosing one edits the form's token (SPEC §3: Send state: token). */
export function TokenPicker(props: {
  tokens: readonly SendableToken[]
  token: SendableToken | null
  disabled: boolean
}): ReactNode {
  const emit = useEmit()
  const { tokens, token } = props
  if (tokens.length === 0 || token === null) return <p className="gh-muted">{MESSAGES.sendNoTokens}</p>
  return (
    <div className="gh-stack">
      <label htmlFor="gh-send-token">{MESSAGES.sendToken}</label>
      <select
        id="gh-send-token"
        className="gh-input"
        value={keyOf(token)}
        disabled={props.disabled}
        onChange={(event) => {
          const chosen = tokens.find((t) => keyOf(t) === event.target.value)
          if (!chosen) return
          const { symbol, chainId, decimals, address } = chosen
          emit({
            type: 'SendFormEdited',
            data: { token: address === null ? { symbol, chainId, decimals } : { symbol, chainId, decimals, address } },
          })
        }}
      >
        {tokens.map((t) => (
          <option key={keyOf(t)} value={keyOf(t)}>
            {formatMessage('sendTokenOption', {
              symbol: displayName(t.symbol, 12).text,
              amount: formatTokenBalance(t.quantity),
            })}
          </option>
        ))}
      </select>
    </div>
  )
}
