// Size entry (bench/size.mjs): every export of `gatehouse` and `gatehouse/react`
// kept alive, the worst case for the initial chunk. Bitcoin and Solana libraries
// must still be absent from it (they load through dynamic import()).
import * as core from 'gatehouse'
import * as react from 'gatehouse/react'

console.log(core, react)
