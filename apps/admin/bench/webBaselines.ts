/**
 * The baselines of `npm run bench:web` (bench/web.ts): a static page with /login's markup, CSS and
 * the same JavaScript bytes, and a page that logs in and reads the list with `fetch`.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, constants } from 'node:zlib';

/** What the app sends, read once unthrottled: the baselines are built from it. */
export interface Reference {
  /** /login's rendered markup and its CSS rules (the fonts left out: the baseline has none). */
  loginHtml: string;
  loginCss: string;
  /** Every script /login loaded, as the browser decoded it. */
  loginJs: Buffer[];
  /** The list read the app makes after login, as it makes it. */
  listPath: string;
}

/** Serves the static login page and its one script (brotli when asked, as the app's files are). */
export async function staticServer(ref: Reference): Promise<{ url: string; server: Server }> {
  // The same bytes as one inert script: a comment, so only their transfer and parse compete.
  const js = Buffer.from(`/*${Buffer.concat(ref.loginJs).toString('utf8').replaceAll('*/', '* /')}*/`);
  const html = Buffer.from(
    `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Backoffice</title>` +
      `<meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<style>${ref.loginCss}</style><script defer src="/login.js"></script></head>` +
      `<body><div id="root">${ref.loginHtml}</div></body></html>`,
  );
  const br = (b: Buffer) =>
    brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } });
  const files: Record<string, { type: string; raw: Buffer; br: Buffer }> = {
    '/login.html': { type: 'text/html; charset=utf-8', raw: html, br: br(html) },
    '/login.js': { type: 'text/javascript', raw: js, br: br(js) },
  };
  const server = createServer((req, res) => {
    const file = files[req.url ?? ''];
    if (!file) {
      res.writeHead(404).end();
      return;
    }
    const useBr = /\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''));
    res.writeHead(200, {
      'content-type': file.type,
      'cache-control': 'no-cache',
      ...(useBr ? { 'content-encoding': 'br' } : {}),
    });
    res.end(useBr ? file.br : file.raw);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/** A page that logs in and reads the list with fetch, then paints the rows as plain markup. */
export const fetchPage = (listPath: string) => `<!doctype html><html lang="es"><head><meta charset="utf-8">
<title>baseline</title></head><body><main><form id="f">
<label>Usuario o email <input name="username"></label>
<label>Contraseña <input name="password" type="password"></label>
<button>Entrar</button></form><div id="t"></div></main>
<script>
document.getElementById('f').addEventListener('submit', async (e) => {
  e.preventDefault();
  window.__submit = performance.now();
  const form = new URLSearchParams(new FormData(e.target));
  const login = await fetch('/api/login_check', { method: 'POST', body: form,
    headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  const { token } = await login.json();
  const list = await fetch(${JSON.stringify(listPath)}, { headers: { authorization: 'Bearer ' + token } });
  const rows = (await list.json())['hydra:member'];
  const cells = (r) => ['id', 'borrowerName', 'afiliadoName', 'tipo', 'estadoCd', 'cantidad', 'meses', 'tin', 'createdAt']
    .map((k) => '<div role="cell">' + String(r[k] ?? '') + '</div>').join('');
  document.getElementById('t').innerHTML = '<div role="table"><div role="rowgroup"></div><div role="rowgroup">'
    + rows.map((r) => '<div role="row">' + cells(r) + '</div>').join('') + '</div></div>';
  requestAnimationFrame(() => { window.__rows = performance.now(); });
});
</script></body></html>`;
