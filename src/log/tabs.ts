// Tabs of one app share the log's database: each tells the others the head it wrote, so that they number new
// events after it (a tab that numbers from an old head has its events renumbered at write time).

/** The log's line to the app's other tabs. */
export interface Tabs {
  /** Tells the other tabs that the stored head is now `head`. */
  post(head: number): void
  close(): void
}

/** Opens the BroadcastChannel `name` (none without a name or where there is no BroadcastChannel). */
export function openTabs(name: string | null, onOtherHead: (head: number) => void): Tabs {
  let channel: BroadcastChannel | null = null
  if (name && typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(name)
    channel.onmessage = (message: MessageEvent<{ head?: unknown }>) => {
      const theirs = message.data?.head
      if (typeof theirs === 'number') onOtherHead(theirs)
    }
  }
  return {
    post: (head) => channel?.postMessage({ head }),
    close() {
      channel?.close()
      channel = null
    },
  }
}
