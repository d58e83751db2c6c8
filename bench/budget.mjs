// The initial-JS budget of record, gzip -9, net of React: bench/size.mjs holds the consumer app's build from this
// tree's sources to it, test/devnet-example.mjs the same app built from the packed package.
export const BUDGET_KIB = 45
