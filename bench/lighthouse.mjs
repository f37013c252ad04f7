// `npm run lighthouse` (docs/operations.md#bench-and-lighthouse): Lighthouse's mobile performance
// and accessibility scores of the built app, served by `npm start` in production mode on a fresh
// embedded database with the demo data (or on DATABASE_URL), in Debian's Chromium. Not part of npm
// test.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.LIGHTHOUSE_PORT || 3100);
const origin = `http://localhost:${port}`;
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const STAFF = { email: 'admin@espaces.test', password: 'Espaces-Demo-2026' };
const PAGES = [
  { name: 'Accueil', path: '/' },
  { name: 'Recherche', path: '/recherche' },
  { name: 'Connexion', path: '/connexion' },
  { name: 'Réservations (connecté)', path: '/reservations/liste', signedIn: true },
];
const TARGET = { performance: 90, accessibility: 100 };
/** LIGHTHOUSE_REPORTS=<dir>: also keep each page's full report (JSON) there. */
const reportsDir = process.env.LIGHTHOUSE_REPORTS;

async function startServer(dataDir) {
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    // The request log of production would drown the scores; errors still show.
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: origin,
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      COOKIE_SECRET: randomBytes(32).toString('base64url'),
    },
  });
  const exited = new Promise((_, reject) =>
    server.once('exit', (code) => reject(new Error(`le serveur s’est arrêté (code ${code})`))),
  );
  const ready = (async () => {
    for (;;) {
      const response = await fetch(`${origin}/api/config`).catch(() => null);
      if (response?.ok) return;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  })();
  await Promise.race([ready, exited]);
  return server;
}

async function sessionCookie() {
  const response = await fetch(`${origin}/api/authentication`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(STAFF),
  });
  if (!response.ok) throw new Error(`connexion refusée (${response.status})`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** The app's key for the session expiry: without it the web app counts the visitor signed out. */
const SESSION_EXPIRES_AT_KEY = 'espaces.sessionExpiresAt';

/**
 * Signs the browser in as the app's sign-in does, over the DevTools protocol: the session cookies,
 * and the expiry the web app keeps in localStorage. A cookie header alone left the « signed-in »
 * audit on the sign-in page the route guard leads to.
 */
async function signInBrowser(chromePort, cookie) {
  const devtools = `http://127.0.0.1:${chromePort}`;
  const target = await (await fetch(`${devtools}/json/new?about:blank`, { method: 'PUT' })).json();
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  const pending = new Map();
  let lastId = 0;
  socket.onmessage = (event) => {
    const message = JSON.parse(event.data);
    pending.get(message.id)?.(message);
  };
  const send = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const id = ++lastId;
      pending.set(id, (message) =>
        message.error ? reject(new Error(message.error.message)) : resolve(message.result),
      );
      socket.send(JSON.stringify({ id, method, params }));
    });
  for (const pair of cookie.split('; ')) {
    const separator = pair.indexOf('=');
    await send('Network.setCookie', {
      name: pair.slice(0, separator),
      value: pair.slice(separator + 1),
      url: `${origin}/`,
    });
  }
  await send('Page.navigate', { url: `${origin}/api/config` });
  const store = `location.origin === ${JSON.stringify(origin)} &&
    (localStorage.setItem('${SESSION_EXPIRES_AT_KEY}', String(Date.now() + 3_000_000)), true)`;
  for (let attempt = 0; attempt < 50; attempt++) {
    const { result } = await send('Runtime.evaluate', { expression: store });
    if (result.value === true) break;
    if (attempt === 49) throw new Error('la session n’a pas pu être posée dans le navigateur');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  socket.close();
  await fetch(`${devtools}/json/close/${target.id}`);
}

const score = (category) => (category.score === null ? '—' : Math.round(category.score * 100));

/** One page's report; a trace Lighthouse failed to record (NO_NAVSTART…) is taken again once. */
async function audit(chromePort, page, cookie) {
  if (page.signedIn) await signInBrowser(chromePort, cookie);
  let result;
  for (let attempt = 1; attempt <= 2; attempt++) {
    result = await lighthouse(`${origin}${page.path}`, {
      port: chromePort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // The signed-in page keeps what signInBrowser stored (Lighthouse clears it otherwise).
      disableStorageReset: page.signedIn === true,
    });
    if (!result.lhr.runtimeError) break;
    console.log(`${page.path} : ${result.lhr.runtimeError.code}, nouvel essai`);
  }
  return result;
}

/**
 * TBT counted on the main thread's own CPU time: Lighthouse multiplies each task's wall-clock
 * duration by its CPU slowdown, so on a loaded machine a task that waited for a core counts as
 * work. The sum, over the main thread's tasks after the first paint, of (slowdown × thread time
 * − 50 ms) when positive: close to the TBT of an idle machine, comparable between runs under load.
 */
function threadTimeTbt(trace, slowdown) {
  const processed = TraceProcessor.processTrace(trace);
  const firstPaint = TraceProcessor.processNavigation(processed).timestamps.firstContentfulPaint;
  const { mainThreadEvents, frames, timestamps } = processed;
  return MainThreadTasks.getMainThreadTasks(mainThreadEvents, frames, timestamps.traceEnd)
    .filter((task) => !task.parent && task.event.ts >= firstPaint)
    .reduce((total, task) => {
      const threadMs = (task.event.tdur ?? task.event.dur) / 1000;
      return total + Math.max(0, slowdown * threadMs - 50);
    }, 0);
}

/** The opportunities Lighthouse lists, largest estimated saving first. */
function opportunities(lhr) {
  return Object.values(lhr.audits)
    .filter(
      (audit) => audit.details?.type === 'opportunity' && audit.score !== null && audit.score < 0.9,
    )
    .sort((a, b) => (b.details.overallSavingsMs ?? 0) - (a.details.overallSavingsMs ?? 0))
    .slice(0, 4)
    .map((audit) => `${audit.title} (${audit.displayValue ?? '—'})`);
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'espaces-lighthouse-'));
let server;
let chrome;
try {
  server = await startServer(dataDir);
  const cookie = await sessionCookie();
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox'],
  });
  const rows = [];
  for (const page of PAGES) {
    const result = await audit(chrome.port, page, cookie);
    const { lhr } = result;
    const landed = new URL(lhr.finalDisplayedUrl).pathname;
    if (landed !== page.path) throw new Error(`${page.path} : l’audit a fini sur ${landed}`);
    if (reportsDir) {
      await mkdir(reportsDir, { recursive: true });
      const name = page.path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'accueil';
      await writeFile(path.join(reportsDir, `${name}.json`), result.report);
    }
    const row = {
      page: `${page.name} ${page.path}`,
      performance: score(lhr.categories.performance),
      accessibility: score(lhr.categories.accessibility),
      fcp: lhr.audits['first-contentful-paint'].displayValue,
      lcp: lhr.audits['largest-contentful-paint'].displayValue,
      tbt: lhr.audits['total-blocking-time'].displayValue,
      threadTbt: `${Math.round(
        threadTimeTbt(result.artifacts.Trace, lhr.configSettings.throttling.cpuSlowdownMultiplier),
      ).toLocaleString('fr-FR')} ms`,
      // Lighthouse's CPU benchmark of the machine (≈ 1,000–2,500 on an idle desktop core).
      benchmark: lhr.environment.benchmarkIndex,
      opportunities: opportunities(lhr),
    };
    rows.push(row);
    console.log(
      `${row.page} : performance ${row.performance}, accessibilité ${row.accessibility} ` +
        `(FCP ${row.fcp}, LCP ${row.lcp}, TBT ${row.tbt}, TBT du fil ${row.threadTbt}, indice CPU ${row.benchmark})`,
    );
  }
  console.log(
    `\nLighthouse mobile (${new Date().toISOString()}, Node ${process.version}, charge ${loadavg()[0].toFixed(1)})\n`,
  );
  console.log(
    '| page | performance | accessibilité | FCP | LCP | TBT | TBT du fil | indice CPU | principales pistes |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const row of rows) {
    console.log(
      `| ${row.page} | ${row.performance} | ${row.accessibility} | ${row.fcp} | ${row.lcp} | ${row.tbt} | ${row.threadTbt} | ${row.benchmark} | ${row.opportunities.join(' ; ') || '—'} |`,
    );
  }
  const missed = rows.filter(
    (row) => !(row.performance >= TARGET.performance && row.accessibility >= TARGET.accessibility),
  );
  if (missed.length > 0) {
    console.log(
      `\nObjectif (performance ≥ ${TARGET.performance}, accessibilité ${TARGET.accessibility}) manqué : ${missed.map((row) => row.page).join(', ')}`,
    );
    process.exitCode = 1;
  }
} finally {
  await chrome?.kill();
  if (server && server.exitCode === null) {
    const stopped = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await stopped;
  }
  await rm(dataDir, { recursive: true, force: true });
}
