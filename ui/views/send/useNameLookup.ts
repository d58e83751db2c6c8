// The last name the send form's receiver field asked for that found no address: NameResolved and NameLookupFailed
// are ephemeral answers, in no read model, so the field listens for them while it shows.
import { useEffect, useState } from 'react'
import { useGatehouse } from '../../core/context.js'
import type { NameLookup } from './model.js'

/** The last receiver name that resolved to nothing (or whose lookup failed), while the send view shows. */
export function useNameLookup(): NameLookup | null {
  const gatehouse = useGatehouse()
  const [lookup, setLookup] = useState<NameLookup | null>(null)
  useEffect(() => {
    const subscription = gatehouse.events$.subscribe((event) => {
      if (event.type === 'NameResolved' && !event.data.registered)
        setLookup({ name: event.data.name, outcome: 'unknown' })
      else if (event.type === 'NameLookupFailed' && event.data.lookup === 'resolve')
        setLookup({ name: event.data.name, outcome: 'failed' })
    })
    return () => subscription.unsubscribe()
  }, [gatehouse])
  return lookup
}
