/// <reference types="vitest/config" />
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { VitePWA } from 'vite-plugin-pwa'
import { prerender } from './scripts/prerender.ts'

const SERVER_OUT_DIR = 'dist-server'

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    !isSsrBuild &&
      VitePWA({
        injectRegister: false,
        registerType: 'prompt',
        manifest: false,
        workbox: { clientsClaim: true, globPatterns: ['**/*.{js,css,html,svg,webp,png,ico}'] },
        integration: {
          async beforeBuildServiceWorker() {
            const count = await prerender({ outDir: 'dist', serverEntry: `${SERVER_OUT_DIR}/entry-server.js` })
            console.log(`prerendered ${count} pages`)
          },
        },
      }),
  ],
  build: isSsrBuild
    ? { outDir: SERVER_OUT_DIR, emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        manifest: true,
        // One stylesheet for the whole site: every prerendered page links it, so no route's
        // styles arrive late with its code-split chunk.
        cssCodeSplit: false,
        rollupOptions: { input: 'src/entry-client.tsx' },
      },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['src/test-setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
}))
