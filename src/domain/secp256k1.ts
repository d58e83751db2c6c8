// The pure-JS secp256k1 that bitcoinjs-lib takes for taproot, loaded on first use. @bitcoinerlab/secp256k1 is a
// CommonJS module: Node and Vite give a dynamic import() its functions as named exports, while esbuild's browser
// bundles give them under `default` only (an app built with esbuild failed every Bitcoin address check: "ecc library
// invalid"). Either shape is accepted here.
type Secp256k1 = typeof import('@bitcoinerlab/secp256k1')

/** The secp256k1 functions, whichever shape the bundler gave the CommonJS module. */
export async function loadSecp256k1(): Promise<Secp256k1> {
  const loaded: object = await import('@bitcoinerlab/secp256k1')
  return ('isPoint' in loaded ? loaded : (loaded as { default: Secp256k1 }).default) as Secp256k1
}
