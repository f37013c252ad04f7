// Stands in for the audience-measurement host and the captcha provider during the journeys
// (docs/security.md#requests): it serves their scripts, records Matomo's hits and answers `siteverify`.
import { createServer } from 'node:http';

const PORT = Number(process.env.PORT ?? 3200);
const hits = [];

// A Matomo tracker reduced to what the product asks of it: the commands of `_paq`, and an
// image request per page view, as the real tracker falls back to.
const MATOMO_JS = `(function () {
  var settings = {};
  function run(command) {
    var name = command[0], value = command[1];
    if (name === 'trackPageView') {
      var query = new URLSearchParams({
        idsite: settings.setSiteId, url: settings.setCustomUrl || location.href,
        action_name: settings.setDocumentTitle || document.title,
        cookies: settings.disableCookies ? '0' : '1',
        links: settings.enableLinkTracking ? '1' : '0'
      });
      new Image().src = settings.setTrackerUrl + '?' + query;
    } else {
      settings[name] = command.length > 1 ? value : true;
    }
  }
  (window._paq || []).forEach(run);
  window._paq = { push: function () { Array.prototype.forEach.call(arguments, run); } };
})();`;

// reCAPTCHA v3's browser API: the token says which answer the page asked for, and the action.
const CAPTCHA_JS = `window.grecaptcha = {
  ready: function (callback) { callback(); },
  execute: function (siteKey, options) {
    return Promise.resolve((window.fakeCaptchaAnswer || 'human') + ':' + siteKey + ':' + options.action);
  }
};`;

function readBody(request) {
  return new Promise((resolve) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => resolve(body));
  });
}

createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', `http://localhost:${PORT}`);
  const send = (status, type, body) => {
    response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
    response.end(body);
  };
  if (url.pathname === '/matomo.js') return send(200, 'text/javascript', MATOMO_JS);
  if (url.pathname === '/captcha.js') return send(200, 'text/javascript', CAPTCHA_JS);
  if (url.pathname === '/matomo.php') {
    hits.push({ ...Object.fromEntries(url.searchParams), cookie: request.headers.cookie ?? '' });
    return send(204, 'image/gif', '');
  }
  if (url.pathname === '/hits') return send(200, 'application/json', JSON.stringify(hits));
  if (url.pathname === '/siteverify' && request.method === 'POST') {
    const token = new URLSearchParams(await readBody(request)).get('response') ?? '';
    const [answer, , action] = token.split(':');
    const human = answer === 'human';
    return send(
      200,
      'application/json',
      JSON.stringify({ success: human, score: human ? 0.9 : 0.1, action }),
    );
  }
  send(404, 'text/plain', 'not found');
}).listen(PORT);
