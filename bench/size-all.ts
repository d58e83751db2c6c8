// Size entry (bench/size.mjs): every export of `gatehouse-modal` and `gatehouse-modal/react`
// kept alive, the worst case for the initial chunk. Bitcoin and Solana libraries
// must still be absent from it (they load through dynamic import()).
import * as core from 'gatehouse-modal'
import * as react from 'gatehouse-modal/react'

console.log(core, react)
