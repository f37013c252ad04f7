// Stands in for the DGFiP's PayFiP during the journeys (docs/payments.md#online-payment-payfip):
// the API tests' fake of its web service, with the treasury's payment page beside. There the payer
// pays, is refused or abandons; the result is recorded for the web service, the browser goes back
// to the return address and the notification follows, as the treasury sends it from its server.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { startFakePayfip } from '../packages/server/test/support/fake-payfip.ts';

const PAGE_PATH = '/tpa/paiementws.web';
const CHOICES = { P: 'Payer', R: 'Refuser', A: 'Abandonner' } as const;
const NOTIFICATION_DELAY_MS = 500;
/** The app's answer to each notification sent, in order: the journey checks it took them. */
const notifications: { idop: string; status: number }[] = [];

const escape = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('"', '&quot;');

/** The treasury's date (DDMMYYYY) and time (HHMM) of now, Paris wall clock. */
function parisNow(): { dattrans: string; heurtrans: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('fr-FR', {
      timeZone: 'Europe/Paris',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date())
      .map((part) => [part.type, part.value]),
  );
  return {
    dattrans: `${parts.day}${parts.month}${parts.year}`,
    heurtrans: `${parts.hour}${parts.minute}`,
  };
}

function paymentPage(idop: string, fields: Record<string, string>): string {
  const euros = (Number(fields.montant) / 100).toFixed(2).replace('.', ',');
  const buttons = Object.entries(CHOICES)
    .map(([code, label]) => `<button name="resultrans" value="${code}">${label}</button>`)
    .join(' ');
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8">
<title>PayFiP – paiement (simulation)</title></head><body><main>
<h1>Paiement PayFiP (simulation des journeys)</h1>
<p>Objet : ${escape(fields.objet ?? '')}</p><p>Montant : ${euros}\u00a0€</p>
<form method="post" action="${PAGE_PATH}"><input type="hidden" name="idop" value="${escape(idop)}">
${buttons}</form></main></body></html>`;
}

async function formOf(request: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return new URLSearchParams(body);
}

const fake = await startFakePayfip({
  port: Number(process.env.PORT ?? 3202),
  pages: (request, response) => void page(request, response),
});

async function page(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  const send = (status: number, type: string, body: string) => {
    response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
    response.end(body);
  };
  // What the treasury recorded of each operation, for the journeys to read back.
  if (url.pathname === '/operations') {
    return send(200, 'application/json', JSON.stringify([...fake.operations.values()]));
  }
  if (url.pathname === '/notifications') {
    return send(200, 'application/json', JSON.stringify(notifications));
  }
  if (url.pathname !== PAGE_PATH) return send(404, 'text/plain', 'not found');
  const form = request.method === 'POST' ? await formOf(request) : url.searchParams;
  const idop = form.get('idop') ?? '';
  const operation = fake.operations.get(idop);
  if (!operation) return send(404, 'text/plain', 'IdOp incorrect');
  if (request.method !== 'POST') {
    return send(200, 'text/html; charset=utf-8', paymentPage(idop, operation.fields));
  }
  const result = form.get('resultrans') ?? '';
  if (!(result in CHOICES) || operation.resultrans) return send(409, 'text/plain', 'déjà fini');
  fake.finish(idop, result, parisNow());
  response.writeHead(303, { location: operation.fields.urlredirect! }).end();
  setTimeout(() => {
    fetch(operation.fields.urlnotif!, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ idop }).toString(),
    })
      .then((answer) => notifications.push({ idop, status: answer.status }))
      .catch((error: unknown) => console.error('PayFiP notification failed', error));
  }, NOTIFICATION_DELAY_MS);
}
