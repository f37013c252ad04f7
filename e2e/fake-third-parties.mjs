// Stands in for the audience-measurement host, the captcha provider and the company register
// during the journeys (docs/security.md#requests, docs/organisations.md#company-register): it
// serves their scripts, records Matomo's hits, answers `siteverify` and the register's `search`.
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

// The « API Recherche d'entreprises » `GET /search?q=…`, in the shape of the server tests' fake
// (server/src/modules/organizations/company-register/fake-company-register.test-support.ts): one
// `results[]` item as the register documents it, with the fields the adapter reads.
function registerUnit({ siren, name, legalFormCode, siege, rna = null }) {
  const establishment = {
    etat_administratif: 'A',
    date_fermeture: null,
    est_siege: true,
    activite_principale: '93.12Z',
    ...siege,
  };
  return {
    siren,
    nom_complet: name,
    nom_raison_sociale: name,
    nature_juridique: legalFormCode,
    etat_administratif: 'A',
    date_fermeture: null,
    nombre_etablissements: 1,
    siege: establishment,
    matching_etablissements: [establishment],
    complements: {
      est_association: rna !== null,
      identifiant_association: rna,
      est_service_public: false,
    },
  };
}

const searchOf = (...results) => ({
  results,
  total_results: results.length,
  page: 1,
  per_page: 10,
  total_pages: results.length === 0 ? 0 : 1,
});

// An association (found by its SIRET or its RNA number) and a closed establishment; any other
// number gets the register's empty answer.
const ASSOCIATION = registerUnit({
  siren: '732829320',
  name: 'LES FOULÉES DE LA SAÔNE',
  legalFormCode: '9220',
  rna: 'W691234567',
  siege: {
    siret: '73282932000074',
    adresse: '3 QUAI SAINT-VINCENT 69001 LYON',
    code_postal: '69001',
    libelle_commune: 'LYON',
  },
});
const REGISTER = {
  73282932000074: searchOf(ASSOCIATION),
  W691234567: searchOf(ASSOCIATION),
  41234567800012: searchOf(
    registerUnit({
      siren: '412345678',
      name: 'CLUB NAUTIQUE DU RHÔNE',
      legalFormCode: '9230',
      siege: {
        siret: '41234567800012',
        adresse: '1 BD DU 11 NOVEMBRE 1918 69100 VILLEURBANNE',
        code_postal: '69100',
        libelle_commune: 'VILLEURBANNE',
        etat_administratif: 'F',
        date_fermeture: '2023-06-30',
      },
    }),
  ),
};
const registerQueries = [];

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
  if (url.pathname === '/search') {
    const q = url.searchParams.get('q') ?? '';
    registerQueries.push(q);
    return send(200, 'application/json', JSON.stringify(REGISTER[q] ?? searchOf()));
  }
  if (url.pathname === '/register-queries')
    return send(200, 'application/json', JSON.stringify(registerQueries));
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
