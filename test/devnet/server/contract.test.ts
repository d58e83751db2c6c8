// The client's tables (src/api/schemas.ts) against the reference servers' documented contract (contract.ts), which
// is written from SPEC §7 on its own: a path, method, service or query name the client gets wrong fails here,
// without a devnet; a reply shape it gets wrong fails devnet.test.ts, which parses every server reply with the
// client's schema.
import { describe, expect, it } from 'vitest'
import { API_PATHS, SDK_QUERY } from '../../../src/api/schemas.js'
import { CONTRACT, SDK_PARAMS } from './contract.js'

describe('the client against the documented contract', () => {
  it('default: the client calls exactly the documented paths', () => {
    expect(Object.keys(API_PATHS).sort()).toEqual(Object.keys(CONTRACT).sort())
  })

  it.each(Object.keys(CONTRACT) as Array<keyof typeof CONTRACT>)(
    'behavior: %s has the documented service, method, path and query names',
    (name) => {
      const client = API_PATHS[name]
      const server = CONTRACT[name]
      expect({ service: client.service, method: client.method, path: client.path, query: [...client.query] }).toEqual({
        service: server.service,
        method: server.method,
        path: server.path,
        query: [...server.query],
      })
      // A POST sends a body, a GET none; an image is a blob on both sides.
      expect(client.body === null).toBe(server.body === null)
      expect(client.response === null).toBe(server.response === null)
    },
  )

  it('behavior: every call carries the sdk type, sdk version and project id (SPEC §7)', () => {
    expect([...SDK_QUERY].sort()).toEqual([...SDK_PARAMS].sort())
  })
})
