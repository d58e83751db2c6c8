// @vitest-environment node
import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'

// gatehouse-modal/siwx is for an app's server: it must load and work where no page exists.
const DOM_GLOBALS = [
  'window',
  'document',
  'location',
  'navigator',
  'localStorage',
  'indexedDB',
  'HTMLElement',
  'customElements',
] as const

function ownImports(entry: string): { files: string[]; packages: Set<string> } {
  const files: string[] = []
  const packages = new Set<string>()
  const visit = (file: string) => {
    if (files.includes(file)) return
    files.push(file)
    const source = readFileSync(file, 'utf8')
    for (const [, spec] of source.matchAll(/^(?:import|export)\s(?!type\s)[^'"]*?from\s+'([^']+)'/gm)) {
      if (spec!.startsWith('.')) visit(resolve(dirname(file), spec!.replace(/\.js$/, '.ts')))
      else packages.add(spec!.startsWith('@') ? spec!.split('/').slice(0, 2).join('/') : spec!.split('/')[0]!)
    }
  }
  visit(entry)
  return { files, packages }
}

describe('gatehouse-modal/siwx in plain Node', () => {
  it('default: imported and used with no DOM global defined: issue a nonce, build, sign, verify, consume', async () => {
    const before = DOM_GLOBALS.filter((name) => name in globalThis && name !== 'navigator')
    expect(before).toEqual([])
    const { createMemorySiwxStore, createSiwxMessage, parseSiwxMessage, verifySiwxMessage } =
      await import('gatehouse-modal/siwx')
    const store = createMemorySiwxStore()
    const nonce = await store.issueNonce()
    // anvil's first dev key (a public test key, never real funds).
    const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
    const message = createSiwxMessage({
      domain: 'api.example',
      accountAddress: account.address,
      uri: 'https://api.example/login',
      version: '1',
      chainId: 'eip155:1',
      nonce,
      issuedAt: new Date().toISOString(),
    })
    expect(parseSiwxMessage(message).ok).toBe(true)
    const signature = await account.signMessage({ message })
    const expected = {
      domain: 'api.example',
      uri: 'https://api.example/login',
      chainId: 1,
      nonce: (n: string) => store.consumeNonce(n),
    }
    expect(await verifySiwxMessage({ message, signature, expected })).toMatchObject({
      ok: true,
      message: { accountAddress: account.address },
    })
    // Single use: the same sign-in again is refused on the nonce.
    expect(await verifySiwxMessage({ message, signature, expected })).toMatchObject({
      ok: false,
      failed: [{ check: 'nonce' }],
    })
    expect(DOM_GLOBALS.filter((name) => name in globalThis && name !== 'navigator')).toEqual([])
  })

  it('behavior: its module graph reaches no React, RxJS, UI, effects or browser storage', () => {
    const entry = resolve(dirname(fileURLToPath(import.meta.url)), 'index.ts')
    const { files, packages } = ownImports(entry)
    const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
    expect(
      files
        .map((f) => f.slice(root.length + 1))
        .filter((f) => /^(ui|effects|projections)\/|\/(bus|log|store)\//.test(f)),
    ).toEqual([])
    expect([...packages].sort()).toEqual(['@noble/hashes', '@scure/base', 'viem', 'zod'])
  })
})
