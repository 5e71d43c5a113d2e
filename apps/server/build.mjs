// Bundles the server's entry points. Kaiwa's own workspace packages (TypeScript sources) are bundled in;
// everything from node_modules stays external (native addons, data files).
import { rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const externalNodeModules = {
  name: 'external-node-modules',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@kaiwa/') ? undefined : { path: args.path, external: true },
    );
  },
};

const options = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  plugins: [externalNodeModules],
  logLevel: 'warning',
};

// The offline tutor's content (JSON, bundled in) is checked against its schemas as it loads: loading it
// here makes a malformed file fail the build rather than the server's start.
const contentCheck = path.resolve('dist', 'offline-content-check.mjs');
await build({
  ...options,
  stdin: {
    contents: "import './topics'; import './question-bank'; import './phrases';",
    resolveDir: 'src/ai/offline',
    loader: 'ts',
  },
  outfile: contentCheck,
});
try {
  await import(pathToFileURL(contentCheck).href);
} finally {
  rmSync(contentCheck);
}

await build({ ...options, entryPoints: ['src/main.ts', 'src/worker.ts'], outdir: 'dist', sourcemap: true });
