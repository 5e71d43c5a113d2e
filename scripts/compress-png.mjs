// Shrinks screenshots in place to palette PNGs (a screen of flat UI colours loses nothing visible).
// Usage: node scripts/compress-png.mjs <file.png>...
import fs from 'node:fs';
import sharp from 'sharp';

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('usage: node scripts/compress-png.mjs <file.png>...');
  process.exit(2);
}

for (const file of files) {
  const before = fs.statSync(file).size;
  const compressed = await sharp(file)
    .png({ palette: true, quality: 90, effort: 10, compressionLevel: 9 })
    .toBuffer();
  // A file that is already small (or already compressed) stays as it is.
  if (compressed.length < before) fs.writeFileSync(file, compressed);
  const after = Math.min(before, compressed.length);
  console.log(`${file}: ${(before / 1024).toFixed(0)} KB -> ${(after / 1024).toFixed(0)} KB`);
}
