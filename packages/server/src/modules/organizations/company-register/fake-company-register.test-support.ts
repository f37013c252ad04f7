import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the « API Recherche d’entreprises » (docs/organisations.md#company-register):
 * `GET /search?q=…` answers what `answers[q]` says, after `delayMs`; an unknown `q` gets the
 * register's empty answer.
 */
export interface FakeAnswer {
  status?: number;
  body?: unknown;
  delayMs?: number;
}

export interface FakeCompanyRegister {
  url: string;
  /** Every `q` asked, in order. */
  queries: string[];
  close(): Promise<void>;
}

export const EMPTY_SEARCH = {
  results: [],
  total_results: 0,
  page: 1,
  per_page: 10,
  total_pages: 0,
};

export async function startFakeCompanyRegister(
  answers: Record<string, FakeAnswer>,
): Promise<FakeCompanyRegister> {
  const queries: string[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const q = url.searchParams.get('q') ?? '';
    queries.push(q);
    const answer: FakeAnswer =
      url.pathname === '/search' ? (answers[q] ?? { body: EMPTY_SEARCH }) : { status: 404 };
    const send = () => {
      if (response.destroyed) return;
      response.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body ?? { erreur: 'Erreur' }));
    };
    setTimeout(send, answer.delayMs ?? 0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    queries,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

interface Establishment {
  siret: string;
  adresse: string;
  code_postal: string;
  libelle_commune: string;
  etat_administratif?: 'A' | 'F';
  date_fermeture?: string | null;
}

/** One `results[]` item as the register documents it (the fields this product reads, and a few). */
export function registerUnit(unit: {
  siren: string;
  name: string;
  legalFormCode: string;
  siege: Establishment;
  matching?: Establishment[];
  rna?: string | null;
}) {
  const establishment = (e: Establishment) => ({
    etat_administratif: 'A',
    date_fermeture: null,
    est_siege: e.siret === unit.siege.siret,
    activite_principale: '93.12Z',
    ...e,
  });
  return {
    siren: unit.siren,
    nom_complet: unit.name,
    nom_raison_sociale: unit.name,
    nature_juridique: unit.legalFormCode,
    etat_administratif: 'A',
    date_fermeture: null,
    nombre_etablissements: 1 + (unit.matching?.length ?? 0),
    siege: establishment(unit.siege),
    matching_etablissements: (unit.matching ?? [unit.siege]).map(establishment),
    complements: {
      est_association: unit.rna != null,
      identifiant_association: unit.rna ?? null,
      est_service_public: false,
    },
  };
}

export const searchOf = (...results: unknown[]) => ({
  results,
  total_results: results.length,
  page: 1,
  per_page: 10,
  total_pages: 1,
});
