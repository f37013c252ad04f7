import { DEMO_PASSWORD } from '../support/app.ts';
import type { AgreementFuzzIds } from './contract-fuzz-agreements.test-support.ts';
import type { PaymentFuzzIds } from './contract-fuzz-payments.test-support.ts';
import type { Json, QueryValues } from './contract-fuzz.test-support.ts';

// One valid request per operation, sent by someone who gets past the policy, so that a
// malformed value in any one of its nodes reaches as deep as the server lets it.

export type Actor = 'anonyme' | 'central' | 'territoire' | 'admin' | 'asso';

export interface FuzzIds extends AgreementFuzzIds, PaymentFuzzIds {
  facilityId: string;
  facilityUai: string;
  facilityTypeId: string;
  territoryId: string;
  placeTypeId: string;
  placeId: string;
  bookingId: string;
  /** A Paris day (YYYY-MM-DD) when the place is open 18:00–22:00. */
  openDay: string;
  slot: { startDate: string; endDate: string };
  validatorUserId: string;
  assoUserId: string;
  assoOrganizationId: string;
  pendingOrganizationId: string;
}

export interface BaseRequest {
  who: Actor;
  pathParameters?: Record<string, string>;
  query?: QueryValues;
  /** JSON body; with `multipart`, the fields of the form (sign-up: its `data` JSON). */
  body?: Json;
  multipart?: 'sign-up' | 'facility-document';
}

const facilityBody = (ids: FuzzIds, uai = '0690001A'): Json => ({
  name: 'Collège des Pentes',
  facilityType: `/api/facility_types/${ids.facilityTypeId}`,
  territory: `/api/territories/${ids.territoryId}`,
  uai,
  address: '2 rue Burdeau',
  postalCode: '69001',
  city: 'Lyon',
  latitude: 45.77,
  longitude: 4.83,
  phone: '04 72 00 00 00',
  email: 'college@example.fr',
  signatoryName: 'Claire Martin',
  signatoryTitle: 'Principale',
});

/** A zone-C year in the ministry's format, far from the fuzz world's open day. */
const SCHOOL_HOLIDAYS_CSV = [
  'Description;Population;Date de début;Date de fin;Location;Zones;annee_scolaire',
  'Vacances de Noël;-;2029-12-22;2030-01-07;Paris;Zone C;2029-2030',
].join('\n');

const amendmentDraft = (ids: FuzzIds): Json => ({
  reason: 'Travaux dans le gymnase',
  counterPart: 'Un créneau offert en juin',
  timeSlotsToCancel: [`/api/booking_slots/${ids.cancelableSlotIds[1]}`],
  proposedRentPrice: null,
  proposedCleaningPrice: null,
});

const placeBody = (ids: FuzzIds): Json => ({
  name: 'Salle polyvalente',
  facility: `/api/facilities/${ids.facilityId}`,
  placeType: `/api/place_types/${ids.placeTypeId}`,
  description: 'Grande salle\navec parquet',
  capacity: 40,
  surface: 120,
  equipment: 'Tapis',
  reducedMobilityAccess: true,
  rentPrice: 12.5,
  cleaningPrice: 30,
  // Published, as the place the booking operations use must stay.
  published: true,
  doors: [{ name: 'Porte nord', instructions: 'Badge à l’accueil' }],
});

const userBody = (ids: FuzzIds, email = 'nouvel.agent@example.fr'): Json => ({
  email,
  firstName: 'Lucie',
  lastName: 'Bernard',
  phone: '04 72 00 00 01',
  facilityMemberships: [
    { facility: `/api/facilities/${ids.facilityId}`, profile: 'FACILITY_PROFILE_VALIDATOR' },
  ],
  territoryMemberships: [],
});

const windowActions = (ids: FuzzIds) => ({
  timeSlotActions: [{ action: 'add', ...ids.slot }],
  weekTimeSlotActions: [{ action: 'add', ...ids.slot, until: ids.openDay }],
});

const signUpBody: Json = {
  organization: {
    name: 'Les Foulées de la Saône',
    legalForm: 'Association loi 1901',
    siret: '732 829 320 00074',
    rna: '',
    address: '3 quai Saint-Vincent',
    postalCode: '69001',
    city: 'Lyon',
    phone: '04 72 10 20 30',
  },
  representative: {
    firstName: 'Camille',
    lastName: 'Durand',
    email: 'camille.durand@foulees.example.fr',
    password: 'Course-a-pied-2026',
  },
  termsAccepted: true,
  captchaToken: 'jeton',
};

/** Operations the fuzz test leaves out, with the reason. */
const closureBody = (ids: FuzzIds): Json => ({
  facility: `/api/facilities/${ids.facilityId}`,
  from: '2099-06-01',
  to: '2099-06-02',
  kind: 'works',
  label: 'Travaux',
});

const NO_CAMPAIGN = '00000000-0000-4000-8000-00000000ca3a';
const NO_PAYMENT = '00000000-0000-4000-8000-0000000000fa';

const campaignBody = (ids: FuzzIds): Json => ({
  name: 'Campagne 2099–2100',
  territory: `/api/territories/${ids.territoryId}`,
  useFrom: '2099-09-01',
  useTo: '2100-07-04',
  applicationsFrom: '2099-03-01',
  applicationsTo: '2099-03-31',
  publicationDate: '2099-05-15',
  places: [`/api/places/${ids.placeId}`],
  priorities: ['renewal', 'youth'],
  wishesPerOrganization: 3,
});

const wishBody = (ids: FuzzIds): Json => ({
  place: `/api/places/${ids.placeId}`,
  weekDay: 2,
  startTime: '18:00',
  endTime: '20:00',
  minimumDuration: 120,
  participants: 20,
  activity: 'Basket',
  youth: false,
});

export const NOT_FUZZED: Record<string, string> = {
  'GET /api/docs.json': 'the OpenAPI document itself, no input',
};

export const BASE_REQUESTS: Record<string, (ids: FuzzIds) => BaseRequest> = {
  'POST /api/authentication': () => ({
    who: 'anonyme',
    body: { email: 'asso@espaces.test', password: DEMO_PASSWORD },
  }),
  'POST /api/authentication/refresh': () => ({ who: 'anonyme', body: {} }),
  'GET /api/authentication/user': () => ({ who: 'central' }),
  'GET /api/authentication/logout': () => ({ who: 'anonyme' }),
  'GET /api/config': () => ({ who: 'anonyme' }),
  'GET /api/facilities': () => ({ who: 'central', query: { search: 'collège' } }),
  'POST /api/facilities': (ids) => ({ who: 'territoire', body: facilityBody(ids) }),
  'GET /api/facilities/{id}': (ids) => ({ who: 'central', pathParameters: { id: ids.facilityId } }),
  'PUT /api/facilities/{id}': (ids) => ({
    who: 'territoire',
    pathParameters: { id: ids.facilityId },
    body: facilityBody(ids, ids.facilityUai),
  }),
  'GET /api/territories': () => ({ who: 'central' }),
  'GET /api/facility_types': () => ({ who: 'central' }),
  'POST /api/facilities/{id}/documents': (ids) => ({
    who: 'admin',
    pathParameters: { id: ids.facilityId },
    body: { name: 'Règlement intérieur' },
    multipart: 'facility-document',
  }),
  'GET /api/facility_documents/{id}/file': () => ({ who: 'admin' }),
  'DELETE /api/facility_documents/{id}': () => ({ who: 'admin' }),
  'GET /api/place_types': () => ({ who: 'admin' }),
  'GET /api/places': (ids) => ({
    who: 'admin',
    query: { facility: ids.facilityId, search: 'gym', published: 'true' },
  }),
  'POST /api/places': (ids) => ({ who: 'admin', body: placeBody(ids) }),
  'GET /api/places/{id}': (ids) => ({ who: 'asso', pathParameters: { id: ids.placeId } }),
  'PUT /api/places/{id}': (ids) => ({
    who: 'admin',
    pathParameters: { id: ids.placeId },
    body: placeBody(ids),
  }),
  // A random id: the valid request would delete the place the others use.
  'DELETE /api/places/{id}': () => ({ who: 'admin' }),
  'GET /api/places/{id}/time_slots': (ids) => ({
    who: 'asso',
    pathParameters: { id: ids.placeId },
    query: { 'startDate[before]': ids.slot.endDate, 'endDate[after]': ids.slot.startDate },
  }),
  'GET /api/places/{id}/alternatives': (ids) => ({
    who: 'asso',
    pathParameters: { id: ids.placeId },
    query: { startDate: ids.slot.startDate, endDate: ids.slot.endDate },
  }),
  'GET /api/places/{id}/weekly_alternatives': (ids) => ({
    who: 'asso',
    pathParameters: { id: ids.placeId },
    query: { weekDay: '2', startTime: '18:00', endTime: '20:00' },
  }),
  'GET /api/time_slot_action_outputs': (ids) => {
    const actions = windowActions(ids);
    return {
      who: 'admin',
      query: {
        place: `/api/places/${ids.placeId}`,
        timeSlotActions: JSON.stringify(actions.timeSlotActions),
        weekTimeSlotActions: JSON.stringify(actions.weekTimeSlotActions),
      },
    };
  },
  'POST /api/places/{id}/time_slot_actions': (ids) => ({
    who: 'admin',
    pathParameters: { id: ids.placeId },
    body: windowActions(ids),
  }),
  'PUT /api/places/{id}/delete-future-slots': () => ({ who: 'admin' }),
  'GET /api/users': (ids) => ({
    who: 'territoire',
    query: { search: 'a', facility: ids.facilityId },
  }),
  'POST /api/users': (ids) => ({ who: 'territoire', body: userBody(ids) }),
  'GET /api/users/{id}': (ids) => ({
    who: 'territoire',
    pathParameters: { id: ids.validatorUserId },
  }),
  'PUT /api/users/{id}': (ids) => ({
    who: 'territoire',
    pathParameters: { id: ids.validatorUserId },
    body: userBody(ids, 'validateur@espaces.test'),
  }),
  'PATCH /api/users/{id}': (ids) => ({
    who: 'asso',
    pathParameters: { id: ids.assoUserId },
    body: { firstName: 'Alice', lastName: 'Martin', phone: '06 12 34 56 78' },
  }),
  'PUT /api/users/{id}/active': (ids) => ({
    who: 'territoire',
    pathParameters: { id: ids.validatorUserId },
    body: { active: true },
  }),
  'POST /api/bookings': (ids) => ({
    who: 'asso',
    body: {
      place: `/api/places/${ids.placeId}`,
      purposeType: 'casual',
      bookingSlots: [ids.slot],
      activity: 'Entraînement de basket',
      expectedAttendance: 20,
    },
  }),
  'GET /api/bookings': (ids) => ({
    who: 'admin',
    query: {
      'place.id': ids.placeId,
      'bookingTimeSlots.startDate[after]': '2026-01-01T00:00:00Z',
      'bookingTimeSlots.endDate[before]': '2099-01-01T00:00:00Z',
      'status[]': ['new', 'pending'],
    },
  }),
  'GET /api/bookings/{id}': (ids) => ({ who: 'asso', pathParameters: { id: ids.bookingId } }),
  'PUT /api/bookings/{id}': (ids) => ({
    who: 'asso',
    pathParameters: { id: ids.bookingId },
    body: { activity: 'Match amical', expectedAttendance: 25, bookingSlots: [ids.slot] },
  }),
  'PUT /api/bookings/{id}/reject': (ids) => ({
    who: 'admin',
    pathParameters: { id: ids.bookingId },
    body: { rejectionReason: 'Gymnase en travaux' },
  }),
  'POST /api/agreements': (ids) => ({
    who: 'admin',
    body: { booking: `/api/bookings/${ids.approvedBookingId}` },
  }),
  'GET /api/agreements': (ids) => ({
    who: 'admin',
    query: {
      'status[]': ['to_sign', 'signed'],
      'facility.id': ids.facilityId,
      'facility.territory.id': ids.territoryId,
      'facility.facilityType.id[]': [ids.facilityTypeId],
      'organization.id[]': [ids.assoOrganizationId],
      page: '1',
    },
  }),
  'GET /api/facilities/{id}/closures': (ids) => ({
    who: 'admin',
    pathParameters: { id: ids.facilityId },
  }),
  'PUT /api/facilities/{id}/closure-calendar': (ids) => ({
    who: 'admin',
    pathParameters: { id: ids.facilityId },
    body: { schoolZone: null, closedOnPublicHolidays: false },
  }),
  // Far from the fuzz world's open day, so that its booking requests stay valid.
  'POST /api/closures/preview': (ids) => ({ who: 'admin', body: closureBody(ids) }),
  'POST /api/closures': (ids) => ({ who: 'admin', body: closureBody(ids) }),
  'DELETE /api/closures/{id}': () => ({ who: 'admin' }),
  'GET /api/school-holidays': () => ({ who: 'central' }),
  'POST /api/school-holidays/import-preview': () => ({
    who: 'central',
    body: { csv: SCHOOL_HOLIDAYS_CSV },
  }),
  'POST /api/school-holidays/imports': () => ({
    who: 'central',
    body: { csv: SCHOOL_HOLIDAYS_CSV },
  }),
  'POST /api/campaigns': (ids) => ({ who: 'central', body: campaignBody(ids) }),
  'GET /api/campaigns': () => ({ who: 'asso', query: { page: '1' } }),
  // The fuzz world holds no campaign: these reach the policy and the 404 of an unknown one.
  ...Object.fromEntries(
    [
      'GET /api/campaigns/{id}',
      'POST /api/campaigns/{id}/open',
      'POST /api/campaigns/{id}/allocation',
      'GET /api/campaigns/{id}/wishes',
      'POST /api/campaigns/{id}/renewals',
    ].map((key) => [key, () => ({ who: 'central' as const, pathParameters: { id: NO_CAMPAIGN } })]),
  ),
  'POST /api/campaigns/{id}/publication': (ids) => ({
    who: 'admin',
    pathParameters: { id: NO_CAMPAIGN },
    body: { facilityId: ids.facilityId },
  }),
  ...Object.fromEntries(
    [
      'POST /api/campaign_wishes/{id}/offer/acceptance',
      'POST /api/campaign_wishes/{id}/offer/refusal',
    ].map((key) => [key, () => ({ who: 'asso' as const, pathParameters: { id: NO_CAMPAIGN } })]),
  ),
  'POST /api/campaigns/{id}/wishes': (ids) => ({
    who: 'asso',
    pathParameters: { id: NO_CAMPAIGN },
    body: wishBody(ids),
  }),
  'PUT /api/campaigns/{id}/wish-order': () => ({
    who: 'asso',
    pathParameters: { id: NO_CAMPAIGN },
    body: { wishes: [`/api/campaign_wishes/${NO_CAMPAIGN}`] },
  }),
  'PUT /api/campaign_wishes/{id}': (ids) => ({
    who: 'asso',
    pathParameters: { id: NO_CAMPAIGN },
    body: wishBody(ids),
  }),
  'DELETE /api/campaign_wishes/{id}': () => ({
    who: 'asso',
    pathParameters: { id: NO_CAMPAIGN },
  }),
  'GET /api/campaigns/{id}/facilities/{facilityId}/proposal': (ids) => ({
    who: 'admin',
    pathParameters: { id: NO_CAMPAIGN, facilityId: ids.facilityId },
  }),
  'POST /api/campaigns/{id}/facilities/{facilityId}/proposal/acceptance': (ids) => ({
    who: 'admin',
    pathParameters: { id: NO_CAMPAIGN, facilityId: ids.facilityId },
  }),
  'PUT /api/campaign_wishes/{id}/outcome': (ids) => ({
    who: 'admin',
    pathParameters: { id: NO_CAMPAIGN },
    body: {
      status: 'allocated',
      place: `/api/places/${ids.placeId}`,
      startTime: '18:00',
      endTime: '20:00',
    },
  }),
  'GET /api/indicators': (ids) => ({
    who: 'admin',
    query: {
      from: '2026-09-01',
      to: '2027-08-31',
      'place.facility.id': ids.facilityId,
      'place.facility.territory.id[]': [ids.territoryId],
      'place.facility.facilityType.id': ids.facilityTypeId,
      'place.placeType.id[]': [ids.placeTypeId],
    },
  }),
  // No campaign in the fuzz world: the filter is read, then the 404 of an unknown campaign.
  'GET /api/indicators/campaigns/{id}': (ids) => ({
    who: 'central',
    pathParameters: { id: NO_CAMPAIGN },
    query: {
      'place.facility.id': ids.facilityId,
      'place.facility.territory.id[]': [ids.territoryId],
      'place.placeType.id[]': [ids.placeTypeId],
    },
  }),
  'GET /api/agreements/{id}': (ids) => ({ who: 'asso', pathParameters: { id: ids.agreementId } }),
  'GET /api/agreements/{id}/preview': (ids) => ({
    who: 'admin',
    pathParameters: { id: ids.agreementId },
  }),
  'POST /api/agreements/{id}/generate': (ids) => ({
    who: 'admin',
    pathParameters: { id: ids.agreementId },
    body: {},
  }),
  'GET /api/agreements/{id}/document': (ids) => ({
    who: 'asso',
    pathParameters: { id: ids.agreementId },
  }),
  'GET /api/agreements/{id}/signed-document': (ids) => ({
    who: 'asso',
    pathParameters: { id: ids.signingAgreementId },
  }),
  'POST /api/agreements/{id}/signature-code': (ids) => ({
    who: 'asso',
    pathParameters: { id: ids.agreementId },
    body: {},
  }),
  'POST /api/agreements/{id}/signature': (ids) => ({
    who: 'asso',
    pathParameters: { id: ids.signingAgreementId },
    body: { fullName: 'Camille Durand', consent: true, code: ids.signatureCode },
  }),
  'PUT /api/bookings/{id}/cancel-booking-slots': (ids) => ({
    who: 'asso',
    pathParameters: { id: ids.validatedBookingId },
    body: { timeSlots: [`/api/booking_slots/${ids.cancelableSlotIds[0]}`] },
  }),
  'POST /api/bookings/{id}/amendments/preview': (ids) => ({
    who: 'admin',
    pathParameters: { id: ids.validatedBookingId },
    body: amendmentDraft(ids),
  }),
  'POST /api/bookings/{id}/amendments': (ids) => ({
    who: 'admin',
    pathParameters: { id: ids.validatedBookingId },
    body: amendmentDraft(ids),
  }),
  'GET /api/bookings/{id}/amendments': (ids) => ({
    who: 'asso',
    pathParameters: { id: ids.validatedBookingId },
  }),
  'GET /api/amendments/{id}/document': (ids) => ({
    who: 'asso',
    pathParameters: { id: ids.amendmentId },
  }),
  'GET /api/bookings/{id}/amendment_proposals': (ids) => ({
    who: 'asso',
    pathParameters: { id: ids.validatedBookingId },
  }),
  'PUT /api/amendment_proposals/{id}/accept': (ids) => ({
    who: 'asso',
    pathParameters: { id: ids.proposalId },
  }),
  'PUT /api/amendment_proposals/{id}/refuse': (ids) => ({
    who: 'asso',
    pathParameters: { id: ids.proposalId },
    body: { refusalReason: 'Le nouveau tarif ne convient pas' },
  }),
  'PATCH /api/organizations/{id}/payment-type': (ids) => ({
    who: 'asso',
    pathParameters: { id: ids.assoOrganizationId },
    body: { paymentType: 'other' },
  }),
  'GET /api/organizations/{id}/create-credit-card': (ids) => ({
    who: 'asso',
    pathParameters: { id: ids.assoOrganizationId },
    query: { agreementId: ids.cardAgreementId },
  }),
  'GET /api/organizations/{id}/delete-credit-card': (ids) => ({
    who: 'asso',
    pathParameters: { id: ids.assoOrganizationId },
    query: { agreementId: ids.cardAgreementId },
  }),
  'GET /api/sandbox/card-registrations/{id}': (ids) => ({
    who: 'anonyme',
    pathParameters: { id: ids.registrationId },
  }),
  'POST /api/sandbox/card-registrations/{id}': (ids) => ({
    who: 'anonyme',
    pathParameters: { id: ids.registrationId },
    body: { number: '4000 0000 0000 0002', name: 'Léa Martin', month: 12, year: 2030, cvv: '123' },
  }),
  'GET /api/payments': (ids) => ({
    who: 'admin',
    query: { 'status[]': 'paid', 'agreement.facility.id': ids.facilityId, itemsPerPage: '10' },
  }),
  'GET /api/payments/export': (ids) => ({
    who: 'admin',
    query: {
      from: '2026-09-01',
      to: '2027-08-31',
      'agreement.facility.id': ids.facilityId,
      'agreement.facility.territory.id[]': [ids.territoryId],
    },
  }),
  'GET /api/payments/{id}': (ids) => ({ who: 'asso', pathParameters: { id: ids.openPaymentId } }),
  'PUT /api/payments/{id}/record': (ids) => ({
    who: 'admin',
    pathParameters: { id: ids.openPaymentId },
    body: { reference: 'Mandat 2026-118' },
  }),
  // The sandbox never asks for a confirmation: answered 422, after the checks of who asks.
  'GET /api/payments/{id}/card-confirmation': (ids) => ({
    who: 'asso',
    pathParameters: { id: ids.openPaymentId },
  }),
  'GET /api/payments/{id}/ticket': (ids) => ({
    who: 'asso',
    pathParameters: { id: ids.paidPaymentId },
  }),
  'GET /api/payments/{id}/ticket/pdf': (ids) => ({
    who: 'admin',
    pathParameters: { id: ids.paidPaymentId },
  }),
  'GET /api/agreement_annexes/{id}/file': (ids) => ({
    who: 'asso',
    pathParameters: { id: ids.annexId },
  }),
  'GET /api/facility/{id}/available-organization': (ids) => ({
    who: 'admin',
    pathParameters: { id: ids.facilityId },
  }),
  'GET /api/bookings/{id}/validate': (ids) => ({
    who: 'admin',
    pathParameters: { id: ids.bookingId },
    query: { 'groups[]': 'booking_approve' },
  }),
  'GET /api/generated_booking_slots': (ids) => ({
    who: 'asso',
    query: { weekDay: '2', startTime: '18:00', endTime: '20:00', place: ids.placeId },
  }),
  'GET /api/search/places': (ids) => ({
    who: 'anonyme',
    query: { search: 'gym', availableOn: ids.openDay, startTime: '18:00', endTime: '20:00' },
  }),
  'POST /api/organizations': () => ({ who: 'anonyme', body: signUpBody, multipart: 'sign-up' }),
  'GET /api/organizations': () => ({ who: 'central', query: { 'status[]': 'validated' } }),
  'GET /api/organizations/{id}/validate': (ids) => ({
    who: 'anonyme',
    pathParameters: { id: ids.assoOrganizationId },
    query: { token: 'jeton-inconnu' },
  }),
  'GET /api/users/{id}/validation-email': (ids) => ({
    who: 'anonyme',
    pathParameters: { id: ids.assoUserId },
  }),
  'GET /api/organizations/{id}': (ids) => ({
    who: 'central',
    pathParameters: { id: ids.assoOrganizationId },
  }),
  'GET /api/company-register': () => ({
    who: 'anonyme',
    query: { identifier: '732 829 320 00074' },
  }),
  'GET /api/organizations/{id}/company-register': (ids) => ({
    who: 'central',
    pathParameters: { id: ids.assoOrganizationId },
  }),
  'PUT /api/organizations/{id}': (ids) => ({
    who: 'asso',
    pathParameters: { id: ids.assoOrganizationId },
    body: { name: 'Association des Canuts', address: '1 rue Ornano', city: 'Lyon' },
  }),
  'PUT /api/organizations/{id}/non-compliant': (ids) => ({
    who: 'central',
    pathParameters: { id: ids.pendingOrganizationId },
    body: { nonComplianceReason: 'Statuts illisibles' },
  }),
  'PUT /api/organizations/{id}/reject': (ids) => ({
    who: 'central',
    pathParameters: { id: ids.pendingOrganizationId },
    body: { rejectionReason: 'Hors du territoire' },
  }),
  'GET /api/organization_documents/{id}/file': () => ({ who: 'central' }),
  'POST /api/user_password_changes': () => ({
    who: 'asso',
    body: { currentPassword: DEMO_PASSWORD, newPassword: 'Nouveau-Mot-2026' },
  }),
  'POST /api/user_password_reset_requests': () => ({
    who: 'anonyme',
    body: { email: 'asso@espaces.test' },
  }),
  'POST /api/user_password_resets': () => ({
    who: 'anonyme',
    body: { token: 'jeton-inconnu', newPassword: 'Nouveau-Mot-2026' },
  }),
  'POST /api/users/change-email': () => ({
    who: 'asso',
    body: { email: 'nouvelle.adresse@example.fr', password: DEMO_PASSWORD },
  }),
  'GET /api/organizations/{id}/validation-new-email': (ids) => ({
    who: 'anonyme',
    pathParameters: { id: ids.assoOrganizationId },
    query: { token: 'jeton-inconnu' },
  }),
  'GET /api/calendar_feeds': () => ({ who: 'admin' }),
  'POST /api/calendar_feeds': (ids) => ({
    who: 'admin',
    body: { scope: 'facility', target: `/api/facilities/${ids.facilityId}` },
  }),
  'DELETE /api/calendar_feeds/{id}': () => ({ who: 'admin' }),
  'GET /api/calendars/{token}.ics': () => ({ who: 'anonyme' }),
  'GET /dev/mails': () => ({ who: 'anonyme', query: { recipient: 'asso@espaces.test' } }),
  'GET /dev/mails.json': () => ({ who: 'anonyme', query: { recipient: 'asso@espaces.test' } }),
  'GET /dev/mails/{id}.html': () => ({ who: 'anonyme' }),
  // The fuzz organisation pays by « other » means: the job finds no card payment to charge.
  'GET /dev/payments/charge': () => ({ who: 'anonyme', query: { at: '2026-12-05T08:00:00.000Z' } }),
  // The fuzz world's open payment stays as scheduled: the 404 of an unknown one.
  'POST /dev/payments/{id}/fall-due': () => ({
    who: 'anonyme',
    pathParameters: { id: NO_PAYMENT },
  }),
  // No campaign in the fuzz world: the 404 of an unknown one.
  'POST /dev/campaigns/{id}/close-applications': () => ({
    who: 'anonyme',
    pathParameters: { id: NO_CAMPAIGN },
  }),
};
