import { createServer, type IncomingMessage, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  PAYFIP_NAMESPACE,
  soapField,
} from '../../src/modules/payments/provider/payfip/payfip-client.ts';

/**
 * A local stand-in for the DGFiP's PayFiP web service, answering exactly the two operations the
 * product calls, in their SOAP 1.1 envelopes (docs/payments.md#online-payment-payfip):
 * `creerPaiementSecurise` answers an `idOp`; `recupererDetailPaiementSecurise` answers the
 * operation's detail once the payer finished on the treasury's page (`finish`), a
 * `FonctionnelleErreur` P5 before, P1 for an id it never gave. A request missing a field, or
 * outside the service's namespace, gets a SOAP Fault. The journeys run it on a fixed port with the
 * treasury's payment page beside (e2e/fake-payfip.ts).
 */
export interface FakeOperation {
  idOp: string;
  fields: Record<string, string>;
  resultrans: string | null;
  numauto: string;
  dattrans: string;
  heurtrans: string;
}

export interface FakePayfip {
  serviceUrl: string;
  paymentPageUrl: string;
  operations: Map<string, FakeOperation>;
  /** Every SOAP request received, raw. */
  requests: string[];
  /** The payer's end on the treasury's page: P paid, R refused, A abandoned. */
  finish: (idOp: string, resultrans: string, at?: { dattrans: string; heurtrans: string }) => void;
  /** While true, the service accepts the connection and never answers. */
  silent: boolean;
  /** A `FonctionnelleErreur` code the next creation is refused with (then cleared). */
  refuseNextCreation: string | null;
  close: () => Promise<void>;
}

const RESPONSE_NS = 'http://securite.service.tpa.cp.finances.gouv.fr/reponse';
const CREATE_FIELDS = [
  'exer',
  'mel',
  'montant',
  'numcli',
  'objet',
  'refdet',
  'saisie',
  'urlnotif',
  'urlredirect',
];

const envelope = (body: string) =>
  '<?xml version="1.0" encoding="UTF-8"?>' +
  '<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body>' +
  body +
  '</soap:Body></soap:Envelope>';

const escape = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

function functionalFault(code: string, descriptif: string): string {
  return envelope(
    '<soap:Fault><faultcode>soap:Server</faultcode>' +
      '<faultstring>fr.gouv.finances.cp.tpa.webservice.exceptions.FonctionnelleErreur</faultstring>' +
      `<detail><ns2:FonctionnelleErreur xmlns:ns2="${RESPONSE_NS}">` +
      `<code>${code}</code><descriptif>${escape(descriptif)}</descriptif>` +
      `<libelle>${escape(descriptif)}</libelle><severite>2</severite>` +
      '</ns2:FonctionnelleErreur></detail></soap:Fault>',
  );
}

const clientFault = (reason: string) =>
  envelope(
    `<soap:Fault><faultcode>soap:Client</faultcode><faultstring>${escape(reason)}</faultstring></soap:Fault>`,
  );

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The operation's element, in the service's namespace, with its fields in `arg0`. */
function operationOf(xml: string): string | null {
  const match = /<([\w.-]+):(creerPaiementSecurise|recupererDetailPaiementSecurise)>/.exec(xml);
  if (!match) return null;
  if (!xml.includes(`xmlns:${match[1]}="${PAYFIP_NAMESPACE}"`)) return null;
  if (!/<arg0>[\s\S]*<\/arg0>/.test(xml)) return null;
  return match[2]!;
}

export interface FakePayfipOptions {
  /** 0 (the default): any free port. */
  port?: number;
  /** Answers every request but the web service's (the treasury's payment page). */
  pages?: RequestListener;
}

export async function startFakePayfip(options: FakePayfipOptions = {}): Promise<FakePayfip> {
  let counter = 0;
  const operations = new Map<string, FakeOperation>();
  const requests: string[] = [];
  const hanging = new Set<() => void>();
  const fake: FakePayfip = {
    serviceUrl: '',
    paymentPageUrl: '',
    operations,
    requests,
    silent: false,
    refuseNextCreation: null,
    finish(idOp, resultrans, at = { dattrans: '29112026', heurtrans: '1704' }) {
      const operation = operations.get(idOp)!;
      operation.resultrans = resultrans;
      operation.dattrans = at.dattrans;
      operation.heurtrans = at.heurtrans;
      if (resultrans === 'P') operation.numauto = String(100000 + counter);
    },
    close: async () => {
      for (const release of hanging) release();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = createServer((request, response) => {
    if (options.pages && request.url !== '/tpa/services/securite') {
      return options.pages(request, response);
    }
    void bodyOf(request).then((xml) => {
      const send = (status: number, body: string) => {
        response.writeHead(status, { 'content-type': 'text/xml; charset=utf-8' });
        response.end(body);
      };
      if (request.method !== 'POST' || request.url !== '/tpa/services/securite') {
        return send(404, clientFault('no such endpoint'));
      }
      requests.push(xml);
      if (fake.silent) {
        hanging.add(() => response.destroy());
        return;
      }
      const operation = operationOf(xml);
      if (operation === 'creerPaiementSecurise') {
        const fields = Object.fromEntries(CREATE_FIELDS.map((f) => [f, soapField(xml, f) ?? '']));
        const missing = CREATE_FIELDS.filter((f) => f !== 'objet' && !fields[f]);
        if (missing.length > 0) return send(500, clientFault(`champs manquants: ${missing}`));
        if (!/^\d+$/.test(fields.montant!)) return send(500, functionalFault('R4', 'Montant'));
        if (fake.refuseNextCreation) {
          const code = fake.refuseNextCreation;
          fake.refuseNextCreation = null;
          return send(500, functionalFault(code, 'Paiement refusé'));
        }
        counter++;
        const idOp = `idop-${String(counter).padStart(6, '0')}`;
        operations.set(idOp, {
          idOp,
          fields,
          resultrans: null,
          numauto: '',
          dattrans: '',
          heurtrans: '',
        });
        return send(
          200,
          envelope(
            `<ns2:creerPaiementSecuriseResponse xmlns:ns2="${PAYFIP_NAMESPACE}">` +
              `<return><idOp xmlns="${RESPONSE_NS}">${idOp}</idOp></return>` +
              '</ns2:creerPaiementSecuriseResponse>',
          ),
        );
      }
      if (operation === 'recupererDetailPaiementSecurise') {
        const idOp = soapField(xml, 'idOp') ?? '';
        const found = operations.get(idOp);
        if (!found) return send(500, functionalFault('P1', 'IdOp incorrect'));
        if (!found.resultrans) {
          return send(500, functionalFault('P5', 'Résultat de la transaction non connu'));
        }
        const detail = {
          dattrans: found.dattrans,
          exer: found.fields.exer!,
          heurtrans: found.heurtrans,
          idOp,
          mel: found.fields.mel!,
          montant: found.fields.montant!,
          numauto: found.numauto,
          numcli: found.fields.numcli!,
          objet: found.fields.objet!,
          refdet: found.fields.refdet!,
          resultrans: found.resultrans,
          saisie: found.fields.saisie!,
        };
        const inner = Object.entries(detail)
          .map(([name, value]) => `<r:${name}>${escape(value)}</r:${name}>`)
          .join('');
        return send(
          200,
          envelope(
            `<ns2:recupererDetailPaiementSecuriseResponse xmlns:ns2="${PAYFIP_NAMESPACE}">` +
              `<return xmlns:r="${RESPONSE_NS}">${inner}</return>` +
              '</ns2:recupererDetailPaiementSecuriseResponse>',
          ),
        );
      }
      return send(500, clientFault('opération inconnue'));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.serviceUrl = `http://127.0.0.1:${port}/tpa/services/securite`;
  fake.paymentPageUrl = `http://127.0.0.1:${port}/tpa/paiementws.web`;
  return fake;
}
