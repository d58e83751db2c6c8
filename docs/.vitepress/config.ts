// The documentation site (VitePress). Dead links fail the build (VitePress's default: ignoreDeadLinks stays off).
import { defineConfig } from 'vitepress'

export default defineConfig({
  title: 'Gatehouse',
  description: 'An embeddable wallet connection and sign-in modal for web apps.',
  // The build lands in an ignored folder (.gitignore), never in the package.
  outDir: '.vitepress/dist',
  cacheDir: '.vitepress/cache',
  cleanUrls: true,
  // The samples are code that pages import (`<<< @/samples/…`), not pages.
  srcExclude: ['samples/**'],
  themeConfig: {
    nav: [
      { text: 'Guide', link: '/install' },
      { text: 'Configuration', link: '/reference/' },
      { text: 'Contributing', link: '/contributing' },
    ],
    sidebar: [
      {
        text: 'Getting started',
        items: [
          { text: 'Install', link: '/install' },
          { text: 'Quick start (React)', link: '/quick-start' },
          { text: 'Production and the devnet', link: '/production' },
        ],
      },
      {
        text: 'Guides',
        items: [
          { text: 'Configuration', link: '/configuration' },
          { text: 'Theming', link: '/theming' },
          { text: 'Languages', link: '/locales' },
          { text: 'Sign in with the wallet', link: '/siwx' },
          { text: 'SSR and Next.js', link: '/ssr' },
          { text: 'wagmi', link: '/wagmi' },
          { text: 'Events and analytics', link: '/events' },
          { text: 'Replaying sessions in tests', link: '/replay' },
          { text: 'Testing with the devnet', link: '/testing-with-the-devnet' },
        ],
      },
      {
        text: 'Reference',
        items: [
          { text: 'Configuration reference', link: '/reference/' },
          { text: 'Behaviour specification', link: '/SPEC' },
          { text: 'Glossary', link: '/GLOSSARY' },
          { text: 'Contributing', link: '/contributing' },
        ],
      },
    ],
    search: { provider: 'local' },
  },
})
