/** Where the journeys of the third-party loads find the fake providers and their app. */
// E2E_PORT_BASE moves every port at once, so that two checkouts can run journeys side by side.
const base = Number(process.env.E2E_PORT_BASE ?? 3100);
export const APP_PORT = base;
export const THIRD_PARTIES_PORT = base + 100;
export const THIRD_PARTIES_URL = `http://localhost:${THIRD_PARTIES_PORT}`;
export const THIRD_PARTY_APP_PORT = base + 1;
export const THIRD_PARTY_APP_URL = `http://localhost:${THIRD_PARTY_APP_PORT}`;
