import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/api': `http://127.0.0.1:${process.env.PORT ?? 3000}` } },
  // The manifest tells the bundle benchmark which chunks each page loads.
  build: { outDir: 'dist', emptyOutDir: true, manifest: true },
});
