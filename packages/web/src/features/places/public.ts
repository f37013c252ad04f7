// What other features may use of the places (never another feature's internals):
// the place types, which the indicators filter by.
export { usePlaceTypes } from './api/places-api.ts';
