// The logos of SPEC §3's networks, drawn inline (a lazy chunk: the views that list or show networks load it).
// Artwork: Web3 Icons by 0xa3k5 (https://github.com/0xa3k5/web3icons, MIT licence, "Copyright (c) 0xa3k5"),
// its branded set as the @iconify-json/token-branded 1.2.45 package publishes it: Ethereum ('eth'), Base
// ('base'), Arbitrum One ('arbitrum-one') and Bitcoin ('btc') as published; Solana's three bars with flat
// colours instead of its gradients (gradients need ids, and one id drawn twice in a shadow root is a duplicate).
// A test network has its main network's logo (its name says which it is).
import type { ReactNode } from 'react'
import { drawLogo, type LogoPath } from './draw.js'

const ETHEREUM: readonly LogoPath[] = [
  ['#8ffcf3', 'M12 3v6.65l5.625 2.516z'],
  ['#cabcf8', 'm12 3l-5.625 9.166L12 9.651z'],
  ['#cba7f5', 'M12 16.477v4.522l5.625-7.784z'],
  ['#74a0f3', 'M12 21v-4.523l-5.625-3.262z'],
  ['#cba7f5', 'm12 15.43l5.625-3.263L12 9.65z'],
  ['#74a0f3', 'M6.375 12.167L12 15.429V9.651z'],
  [
    '#202699',
    'm12 15.429l-5.625-3.263L12 3l5.625 9.166zM6.749 11.9l5.16-8.41v6.115zm-.077.23l5.238-2.327v5.364zm5.418-2.327v5.364l5.233-3.038zm0-.198l5.16 2.295l-5.16-8.41z',
    true,
  ],
  [
    '#202699',
    'M12 16.406L6.375 13.21L12 21l5.625-7.79zm-4.995-2.633l4.905 2.79v4.005zm5.085 2.79v4.005l4.905-6.795z',
    true,
  ],
]

const BASE: readonly LogoPath[] = [
  [
    '#00f',
    'M3 4.706c0-.585 0-.877.11-1.101c.106-.215.28-.39.496-.495C3.83 3 4.122 3 4.706 3h14.588c.585 0 .876 0 1.101.11c.215.105.389.28.494.495c.111.225.111.517.111 1.101v14.588c0 .585 0 .876-.11 1.101c-.106.215-.28.389-.495.494c-.225.111-.517.111-1.101.111H4.706c-.585 0-.876 0-1.101-.11a1.08 1.08 0 0 1-.494-.495C3 20.17 3 19.878 3 19.294z',
  ],
]

const ARBITRUM: readonly LogoPath[] = [
  [
    '#213147',
    'M4.515 8.471v7.056c0 .45.245.867.64 1.092l6.205 3.529a1.3 1.3 0 0 0 1.28 0l6.203-3.53c.396-.224.64-.64.64-1.09V8.47c0-.45-.244-.867-.64-1.091L12.64 3.85a1.3 1.3 0 0 0-1.28 0L5.155 7.38a1.25 1.25 0 0 0-.639 1.091',
  ],
  [
    '#12aaff',
    'm13.353 13.368l-.885 2.39a.3.3 0 0 0 0 .205l1.523 4.112l1.76-1.001l-2.113-5.706a.152.152 0 0 0-.285 0m1.774-4.019a.152.152 0 0 0-.285 0l-.885 2.39a.3.3 0 0 0 0 .205l2.494 6.732l1.761-1.001z',
  ],
  [
    '#9dcced',
    'M11.998 4.115a.3.3 0 0 1 .126.033l6.715 3.818a.25.25 0 0 1 .126.214v7.635c0 .089-.048.17-.126.214l-6.715 3.819a.25.25 0 0 1-.126.032a.3.3 0 0 1-.125-.032l-6.715-3.815a.25.25 0 0 1-.126-.215V8.182c0-.089.048-.17.126-.215l6.715-3.818a.26.26 0 0 1 .125-.034m0-1.115c-.238 0-.478.06-.692.183L4.593 7A1.36 1.36 0 0 0 3.9 8.182v7.635c0 .487.264.938.693 1.181l6.714 3.819a1.41 1.41 0 0 0 1.386 0l6.714-3.818a1.36 1.36 0 0 0 .693-1.182V8.182A1.36 1.36 0 0 0 19.407 7l-6.716-3.817A1.4 1.4 0 0 0 11.998 3',
  ],
  ['#213147', 'm7.559 18.685l.617-1.666l1.244 1.018l-1.163 1.046z'],
  [
    '#fff',
    'M11.433 7.635H9.731a.3.3 0 0 0-.285.197l-3.649 9.852l1.761 1.001l4.018-10.849a.15.15 0 0 0-.143-.2m2.979-.001h-1.703a.3.3 0 0 0-.284.197l-4.167 11.25l1.761 1l4.535-12.246a.15.15 0 0 0-.142-.2',
  ],
]

const SOLANA: readonly LogoPath[] = [
  [
    '#47d8c3',
    'M18.413 7.903a.62.62 0 0 1-.411.164H3.58c-.512 0-.77-.585-.416-.929l2.368-2.283a.6.6 0 0 1 .41-.169h14.479c.517 0 .77.59.41.934z',
  ],
  [
    '#9b6fe0',
    'M18.413 19.157a.6.6 0 0 1-.411.157H3.58c-.512 0-.77-.58-.416-.923l2.368-2.289a.6.6 0 0 1 .41-.163h14.479c.517 0 .77.585.41.928z',
  ],
  [
    '#6aaec4',
    'M18.413 10.472a.6.6 0 0 0-.411-.158H3.58c-.512 0-.77.58-.416.922l2.368 2.29a.62.62 0 0 0 .41.163h14.479c.517 0 .77-.585.41-.928z',
  ],
]

const BITCOIN: readonly LogoPath[] = [
  [
    '#f7931a',
    'M18.763 10.236c.28-1.895-1.155-2.905-3.131-3.591l.64-2.553l-1.56-.389l-.623 2.49l-1.245-.297l.631-2.508L11.915 3l-.641 2.562l-.992-.234v-.01l-2.157-.54l-.415 1.668s1.155.272 1.137.28c.631.163.74.578.722.903l-.722 2.923l.162.054l-.171-.036l-1.02 4.087c-.072.19-.27.478-.712.36c.018.028-1.128-.27-1.128-.27l-.776 1.778l2.03.505l1.11.289l-.65 2.59l1.56.387l.633-2.562l1.253.324l-.64 2.554l1.56.388l.641-2.59c2.662.505 4.665.308 5.505-2.102c.676-1.94-.037-3.05-1.435-3.79c1.02-.225 1.786-.902 1.985-2.282zm-3.564 4.999c-.479 1.94-3.745.884-4.8.63l.857-3.436c1.055.27 4.448.784 3.943 2.796zm.478-5.026c-.433 1.76-3.158.866-4.033.65l.775-3.113c.885.217 3.718.632 3.258 2.463',
  ],
]

/** The logo paths of a network by CAIP-2 id; every Solana and Bitcoin network has its chain's logo. */
function pathsOf(chainId: string): readonly LogoPath[] | null {
  if (chainId.startsWith('solana:')) return SOLANA
  if (chainId.startsWith('bip122:')) return BITCOIN
  switch (chainId) {
    case 'eip155:1':
      return ETHEREUM
    case 'eip155:8453':
    case 'eip155:84532':
      return BASE
    case 'eip155:42161':
      return ARBITRUM
    default:
      return null
  }
}

/** The logo of a network (SPEC §3's nine), or null for another one (its initial stands in). */
export function networkLogo(chainId: string): ReactNode {
  const paths = pathsOf(chainId)
  return paths ? drawLogo('0 0 24 24', paths) : null
}
