// A generated avatar for an address (where an address stands for a person and no profile image is known): a
// 5 × 5 grid mirrored left to right, like the "blockies" wallets draw, in two colours, all from a hash of the
// address. Deterministic (an EVM address in any letter case gives the same one) and distinct for distinct
// addresses as far as 31 bits of hash go: the pattern, the background hue and the cells' hue each take bits of
// their own, so two addresses whose hashes differ in those bits never share an avatar.

/** What an avatar is drawn from. */
export interface AvatarSpec {
  /** 25 cells, row by row; mirrored: cell (r, c) equals cell (r, 4 − c). */
  cells: boolean[]
  background: string
  foreground: string
}

/** FNV-1a, 32 bits, over the UTF-16 code units of `text`. */
function fnv1a(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h
}

/** The avatar of `address`. */
export function avatarSpec(address: string): AvatarSpec {
  const key = /^0x[0-9a-fA-F]{40}$/.test(address) ? address.toLowerCase() : address
  const h = fnv1a(key)
  // Bits 0–14: the 15 cells of columns 0–2 (columns 3 and 4 mirror 1 and 0); 15–22: background hue; 23–30: cells' hue.
  const cells: boolean[] = []
  for (let r = 0; r < 5; r++) for (let c = 0; c < 5; c++) cells.push(((h >>> (r * 3 + Math.min(c, 4 - c))) & 1) === 1)
  const hue = (bits: number) => Math.round(((bits & 0xff) * 36000) / 256) / 100
  return { cells, background: `hsl(${hue(h >>> 15)} 45% 28%)`, foreground: `hsl(${hue(h >>> 23)} 75% 62%)` }
}
