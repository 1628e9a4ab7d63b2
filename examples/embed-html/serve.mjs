// Serves the example page and the standalone bundle built by `pnpm --filter @saola/widgets build`.
import { createReadStream, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const bundle = join(here, '../../packages/widgets/dist/standalone');
const port = Number(process.env.PORT ?? 4174);
const types = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.map': 'application/json',
};

createServer((req, res) => {
  const path = new URL(req.url ?? '/', 'http://x').pathname;
  const name = path === '/' ? 'index.html' : path.slice(1).replace(/\.\.+/g, '');
  // The bundle and the chunks it loads (the rich-text editor, code they share) come from the widgets build.
  const file = existsSync(join(bundle, name)) ? join(bundle, name) : join(here, name);
  if (!existsSync(file)) {
    res.writeHead(404).end('not found');
    return;
  }
  res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
}).listen(port, '127.0.0.1', () => console.log(`embed example on http://127.0.0.1:${port}`));
