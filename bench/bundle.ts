// The JavaScript a first visit downloads, read from the web app's build output: for /login and /dashboard,
// the entry chunk and its static imports (from Vite's manifest) plus the route's own lazy chunk and its
// static imports, raw and gzipped. Builds the app first unless BENCH_NO_BUILD=1. Target: ≤ 200 KB gzipped.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const WEB = path.resolve(import.meta.dirname, '../apps/web');
const DIST = path.join(WEB, 'dist');
const TARGET_GZIP_KB = 200;
/** Each measured page and the module of its lazy route (as named in the manifest). */
const PAGES: Record<string, string> = {
  '/login': 'src/features/auth/LoginPage.tsx',
  '/dashboard': 'src/features/dashboard/DashboardPage.tsx',
};

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

if (process.env.BENCH_NO_BUILD !== '1') {
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: WEB, stdio: 'inherit' });
}
const manifestPath = path.join(DIST, '.vite/manifest.json');
if (!fs.existsSync(manifestPath))
  throw new Error(`No ${manifestPath}: build the web app with build.manifest`);
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;

/** A chunk's file and, transitively, those of its static imports (what the browser fetches before running it). */
function staticClosure(key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the manifest`);
  if (chunk.file.endsWith('.js')) files.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, files);
  return files;
}

const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(
  `Initial JavaScript per page (${entries.length} entry chunk; target ≤ ${TARGET_GZIP_KB} KB gzipped)`,
);
for (const [page, routeModule] of Object.entries(PAGES)) {
  const files = new Set<string>();
  for (const entry of entries) staticClosure(entry, files);
  staticClosure(routeModule, files);
  let raw = 0;
  let gzipped = 0;
  for (const file of files) {
    const bytes = fs.readFileSync(path.join(DIST, file));
    raw += bytes.length;
    gzipped += gzipSync(bytes, { level: 9 }).length;
  }
  const verdict = gzipped / 1024 <= TARGET_GZIP_KB ? 'within target' : 'OVER TARGET';
  console.log(
    `${page.padEnd(11)} ${String(files.size).padStart(2)} chunks  raw ${kb(raw).padStart(9)}  gzip ${kb(gzipped).padStart(8)}  ${verdict}`,
  );
}
