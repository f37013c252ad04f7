import { bookingSchema, generatedBookingSlotSchema } from '@espaces/domain/api/bookings';
import { hydraCollectionSchema } from '../../http/collection-schemas.ts';

// HTTP shapes of the booking routes (request and resource contracts: domain/api/bookings).

export const bookingCollectionSchema = hydraCollectionSchema(bookingSchema);
export const generatedBookingSlotCollectionSchema = hydraCollectionSchema(
  generatedBookingSlotSchema,
);
