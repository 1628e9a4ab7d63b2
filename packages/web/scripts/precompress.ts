/**
 * After `vite build`: writes a Brotli and a gzip copy beside every asset, once, at the highest levels, so the
 * server sends compressed files (@fastify/static's preCompressed) without compressing on each request.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const assets = join(import.meta.dirname, '..', 'dist', 'assets');
const COMPRESSIBLE = /\.(js|css|svg|json|txt)$/;

let raw = 0;
let brotli = 0;
for (const name of readdirSync(assets)) {
  if (!COMPRESSIBLE.test(name)) continue;
  const path = join(assets, name);
  const bytes = readFileSync(path);
  const br = brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  });
  writeFileSync(`${path}.br`, br);
  writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
  raw += bytes.length;
  brotli += br.length;
}
console.log(`precompressed assets: ${(raw / 1024).toFixed(0)} kB → ${(brotli / 1024).toFixed(0)} kB brotli`);
