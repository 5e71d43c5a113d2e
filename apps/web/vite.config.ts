import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// zod, the module that turns its JIT off (zod-config.ts) and the contract's schemas share one chunk, so zod is
// configured before any schema exists. Apart, the contract's chunk would run before the entry's own code and
// zod's eval probe would break the Content-Security-Policy.
const ZOD_AND_SCHEMAS = /\/node_modules\/zod\/|\/src\/zod-config\.ts$|\/packages\/contract\/src\//;

export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/api': `http://127.0.0.1:${process.env.PORT ?? 3000}` } },
  // The manifest tells the bundle benchmark which chunks each page loads.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    rollupOptions: {
      output: { manualChunks: (id) => (ZOD_AND_SCHEMAS.test(id) ? 'schemas' : undefined) },
    },
  },
});
