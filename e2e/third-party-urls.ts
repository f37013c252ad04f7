/** Where the journeys of the third-party loads find the fake providers and their app (issue 15). */
export const THIRD_PARTIES_PORT = 3200;
export const THIRD_PARTIES_URL = `http://localhost:${THIRD_PARTIES_PORT}`;
export const THIRD_PARTY_APP_PORT = 3101;
export const THIRD_PARTY_APP_URL = `http://localhost:${THIRD_PARTY_APP_PORT}`;
