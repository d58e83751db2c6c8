import fc from 'fast-check'

// Property tests share one seed per run, printed so a failure can be replayed:
// FC_SEED=<seed> npm run test:unit. A failing seed becomes a pinned regression test.
const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : (Date.now() ^ (Math.random() * 0x100000000)) >>> 0
fc.configureGlobal({ seed, numRuns: Number(process.env.FC_RUNS ?? 100) })
if (!(globalThis as { __fcSeedPrinted?: boolean }).__fcSeedPrinted) {
  ;(globalThis as { __fcSeedPrinted?: boolean }).__fcSeedPrinted = true
  console.info(`fast-check seed ${seed} (replay with FC_SEED=${seed})`)
}
