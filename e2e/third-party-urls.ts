/** Where the journeys of the third-party loads find the fake providers and their app. */
// E2E_PORT_BASE moves every port at once, so that two checkouts can run journeys side by side.
const base = Number(process.env.E2E_PORT_BASE ?? 3100);
export const APP_PORT = base;
export const THIRD_PARTIES_PORT = base + 100;
export const THIRD_PARTIES_URL = `http://localhost:${THIRD_PARTIES_PORT}`;
export const THIRD_PARTY_APP_PORT = base + 1;
export const THIRD_PARTY_APP_URL = `http://localhost:${THIRD_PARTY_APP_PORT}`;
// The local OpenID provider standing in for ProConnect (docs/operations.md#proconnect): on
// 127.0.0.1, so that its cookies stay apart from the app's on localhost.
export const PROCONNECT_PORT = base + 101;
export const PROCONNECT_ISSUER = `http://127.0.0.1:${PROCONNECT_PORT}`;
export const PROCONNECT_CLIENT_ID = 'espaces-partages-e2e';
export const PROCONNECT_CLIENT_SECRET = 'proconnect-e2e-secret-not-for-production';
// The app under PAYMENT_PROVIDER=payfip and the local stand-in for the DGFiP's PayFiP
// (docs/payments.md#online-payment-payfip), on 127.0.0.1 like a provider of another site.
export const PAYFIP_APP_PORT = base + 2;
export const PAYFIP_APP_URL = `http://localhost:${PAYFIP_APP_PORT}`;
export const PAYFIP_PORT = base + 102;
export const PAYFIP_URL = `http://127.0.0.1:${PAYFIP_PORT}`;
