// Moved to http/ (shared by every module); kept because modules/bookings and modules/search
// still import them from here.
export { hydraCollectionSchema } from '../../http/collection-schemas.ts';
export { mergedIds } from '../../http/collections.ts';
export { resourceIdOrNotFound, resourceIdParams } from '../../http/params.ts';
