import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // dist/.vite/manifest.json: the import graph bench/bundle.ts reads to size the first load.
    manifest: true,
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/1.0': 'http://localhost:3000',
    },
  },
});
