// Amounts in a token's smallest unit as whole units: the account button (ui/core/modal.ts, start-up code) and the
// views show them.

/** A non-negative integer amount in the smallest unit as a decimal string of whole units (`'1500', 3` → `'1.5'`); bad input gives '0'. */
export function formatUnits(value: string, decimals: number): string {
  if (!/^\d+$/.test(value) || !Number.isInteger(decimals) || decimals < 0) return '0'
  if (decimals === 0) return value.replace(/^0+(?=\d)/, '')
  const padded = value.padStart(decimals + 1, '0')
  const whole = padded.slice(0, padded.length - decimals).replace(/^0+(?=\d)/, '')
  const fraction = padded.slice(padded.length - decimals).replace(/0+$/, '')
  return fraction === '' ? whole : `${whole}.${fraction}`
}
