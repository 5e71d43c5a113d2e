// Bundles the server's entry points. Kaiwa's own workspace packages (TypeScript sources) are bundled in;
// everything from node_modules stays external (native addons, data files).
import { build } from 'esbuild';

const externalNodeModules = {
  name: 'external-node-modules',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@kaiwa/') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: ['src/main.ts', 'src/worker.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  plugins: [externalNodeModules],
  sourcemap: true,
  logLevel: 'warning',
});
