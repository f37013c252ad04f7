// What other features may use of the places (never another feature's internals):
// the place types, which the indicators filter by.
export { usePlaceTypes } from './api/places-api.ts';
// How a place's capacity and prices read, on the place page and in the search results.
export { capacityLabel, hourlyRate } from './lib/place-labels.ts';
