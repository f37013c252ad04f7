import type { PayfipSettings } from '../../../../config.ts';

/**
 * The two operations of the DGFiP's PayFiP web service the product calls
 * (docs/payments.md#online-payment-payfip), as SOAP 1.1 envelopes over HTTPS: the request's
 * fields sit unqualified in `arg0` under the service's namespace, the answer's in `return`
 * (qualified or not: they are read by local name). A functional refusal is a SOAP Fault whose
 * detail is a `FonctionnelleErreur` with a code (P1: unknown operation id, P5: no result yet).
 * Every call has a timeout; nothing here is logged (the client number is no secret, but the
 * payer's e-mail is personal).
 */
export const PAYFIP_NAMESPACE =
  'http://securite.service.tpa.cp.finances.gouv.fr/services/mas_securite/contrat_paiement_securise/PaiementSecuriseService';

export interface CreatePaymentRequest {
  /** The budget year (`exer`). */
  exercise: number;
  amountCents: number;
  /** The instalment's debt reference (`refdet`). */
  debtReference: string;
  /** What is paid (`objet`), letters, digits and spaces. */
  object: string;
  email: string;
  notificationUrl: string;
  returnUrl: string;
}

/** `recupererDetailPaiementSecurise`'s answer, fields as the treasury names them. */
export interface PaymentDetail {
  idOp: string;
  resultrans: string;
  montant: string;
  refdet: string;
  numcli: string;
  numauto: string;
  dattrans: string;
  heurtrans: string;
  saisie: string;
}

/** The web service did not answer (network, timeout, HTTP or SOAP error). */
export class PayfipUnavailableError extends Error {}

/** The web service answered a `FonctionnelleErreur` with this code. */
export class PayfipFunctionalError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(`${code} ${message}`);
  }
}

export interface PayfipClient {
  createPayment(request: CreatePaymentRequest): Promise<string>;
  paymentDetail(idOp: string): Promise<PaymentDetail>;
  paymentPageUrl(idOp: string): string;
}

const escapeXml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');

function envelope(operation: string, fields: Record<string, string>): string {
  const inner = Object.entries(fields)
    .map(([name, value]) => `<${name}>${escapeXml(value)}</${name}>`)
    .join('');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>' +
    '<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" ' +
    `xmlns:pai="${PAYFIP_NAMESPACE}"><soapenv:Header/><soapenv:Body>` +
    `<pai:${operation}><arg0>${inner}</arg0></pai:${operation}>` +
    '</soapenv:Body></soapenv:Envelope>'
  );
}

const unescapeXml = (value: string) =>
  value
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&amp;', '&');

/** The text of the first element named `name` (any prefix), or null. */
export function soapField(xml: string, name: string): string | null {
  const match = new RegExp(
    `<(?:[\\w.-]+:)?${name}(?:\\s[^>]*)?(?:/>|>([^<]*)</(?:[\\w.-]+:)?${name}>)`,
    // Public clients spell the operation id both `idOp` and `idop`.
    'i',
  ).exec(xml);
  if (!match) return null;
  return unescapeXml(match[1] ?? '').trim();
}

const hasElement = (xml: string, name: string) =>
  new RegExp(`<(?:[\\w.-]+:)?${name}[\\s/>]`).test(xml);

export function createPayfipClient(settings: PayfipSettings): PayfipClient {
  async function call(operation: string, fields: Record<string, string>): Promise<string> {
    let response: Response;
    let body: string;
    try {
      response = await fetch(settings.serviceUrl, {
        method: 'POST',
        headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: '""' },
        body: envelope(operation, fields),
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
      body = await response.text();
    } catch {
      throw new PayfipUnavailableError(`${operation}: pas de réponse`);
    }
    if (hasElement(body, 'FonctionnelleErreur')) {
      throw new PayfipFunctionalError(
        soapField(body, 'code') ?? 'inconnu',
        soapField(body, 'descriptif') ?? soapField(body, 'libelle') ?? '',
      );
    }
    if (!response.ok || !hasElement(body, `${operation}Response`)) {
      throw new PayfipUnavailableError(`${operation}: réponse ${response.status}`);
    }
    return body;
  }

  return {
    async createPayment(request) {
      const body = await call('creerPaiementSecurise', {
        exer: String(request.exercise),
        mel: request.email,
        montant: String(request.amountCents),
        numcli: settings.clientNumber,
        objet: request.object,
        refdet: request.debtReference,
        saisie: settings.mode,
        urlnotif: request.notificationUrl,
        urlredirect: request.returnUrl,
      });
      const idOp = soapField(body, 'idOp');
      if (!idOp) throw new PayfipUnavailableError('creerPaiementSecurise: sans idOp');
      return idOp;
    },
    async paymentDetail(idOp) {
      const body = await call('recupererDetailPaiementSecurise', { idOp });
      const field = (name: string) => soapField(body, name) ?? '';
      return {
        idOp: field('idOp'),
        resultrans: field('resultrans'),
        montant: field('montant'),
        refdet: field('refdet'),
        numcli: field('numcli'),
        numauto: field('numauto'),
        dattrans: field('dattrans'),
        heurtrans: field('heurtrans'),
        saisie: field('saisie'),
      };
    },
    paymentPageUrl(idOp) {
      const url = new URL(settings.paymentPageUrl);
      url.searchParams.set('idop', idOp);
      return url.toString();
    },
  };
}
