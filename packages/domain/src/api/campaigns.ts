import { z } from 'zod';
import { daysBetweenDates } from '../availability/paris-time.ts';
import { CAMPAIGN_STATUSES, DECISIONS } from '../campaign/campaign-lifecycle.ts';
import { CAMPAIGN_MESSAGES } from '../campaign/campaign-messages.ts';
import { MAX_WISHES_PER_ORGANIZATION, PRIORITY_RULES } from '../campaign/campaign-rules.ts';
import { WISH_OUTCOME_STATUSES } from '../campaign/allocation-outcome.ts';
import { OFFER_STATUSES, WISH_PUBLICATIONS } from '../campaign/publication.ts';
import {
  abilities,
  calendarDateField,
  iriField,
  isoInstant,
  namedRef,
  requiredText,
} from './fields.ts';

/**
 * Annual campaigns (docs/campaigns.md): POST and GET /api/campaigns, GET /api/campaigns/{id},
 * POST …/open, …/allocation; the organisation's wishes under /api/campaigns/{id}/wishes and
 * /api/campaign_wishes/{id}; each facility's proposal under
 * /api/campaigns/{id}/facilities/{facilityId}/proposal. Days are Paris calendar days; the
 * application window runs from 00:00 of its first day to 24:00 of its last, Paris time.
 */

const day = calendarDateField(CAMPAIGN_MESSAGES.dateFormat);
const MAX_USE_DAYS = 366;

export const campaignInputSchema = z
  .object({
    name: requiredText('Le nom', 120),
    territory: iriField('territories', 'Le territoire').nullable().default(null),
    useFrom: day,
    useTo: day,
    applicationsFrom: day,
    applicationsTo: day,
    publicationDate: day,
    /** Default: every published place of the scope. */
    places: z.array(iriField('places', 'L’espace')).max(5000).optional(),
    priorities: z
      .array(z.enum(PRIORITY_RULES, { message: CAMPAIGN_MESSAGES.priorityUnknown }))
      .max(PRIORITY_RULES.length)
      .refine((rules) => new Set(rules).size === rules.length, {
        message: CAMPAIGN_MESSAGES.prioritiesRepeated,
      })
      .default([...PRIORITY_RULES]),
    wishesPerOrganization: z
      .number({ message: CAMPAIGN_MESSAGES.wishesPerOrganization(MAX_WISHES_PER_ORGANIZATION) })
      .int({ message: CAMPAIGN_MESSAGES.wishesPerOrganization(MAX_WISHES_PER_ORGANIZATION) })
      .min(1, { message: CAMPAIGN_MESSAGES.wishesPerOrganization(MAX_WISHES_PER_ORGANIZATION) })
      .max(MAX_WISHES_PER_ORGANIZATION, {
        message: CAMPAIGN_MESSAGES.wishesPerOrganization(MAX_WISHES_PER_ORGANIZATION),
      })
      .default(3),
  })
  .superRefine((input, context) => {
    const issue = (path: string, message: string) =>
      context.addIssue({ code: 'custom', message, path: [path] });
    const useDays = daysBetweenDates(input.useFrom, input.useTo);
    if (useDays < 0) issue('useTo', CAMPAIGN_MESSAGES.useEndsBeforeStart);
    else if (useDays + 1 > MAX_USE_DAYS) issue('useTo', CAMPAIGN_MESSAGES.useTooLong);
    if (input.applicationsTo < input.applicationsFrom) {
      issue('applicationsTo', CAMPAIGN_MESSAGES.applicationsEndBeforeStart);
    }
    if (input.applicationsTo >= input.useFrom) {
      issue('applicationsTo', CAMPAIGN_MESSAGES.applicationsAfterUse);
    }
    if (input.publicationDate <= input.applicationsTo) {
      issue('publicationDate', CAMPAIGN_MESSAGES.publicationBeforeClosing);
    } else if (input.publicationDate >= input.useFrom) {
      issue('publicationDate', CAMPAIGN_MESSAGES.publicationAfterUse);
    }
  });
export type CampaignInput = z.infer<typeof campaignInputSchema>;

export const campaignSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('Campaign'),
  id: z.uuid(),
  name: z.string(),
  /** null: the whole region. */
  territory: namedRef.nullable(),
  /** « 2027–2028 » */
  schoolYear: z.string(),
  useFrom: z.iso.date(),
  useTo: z.iso.date(),
  applicationsFrom: z.iso.date(),
  applicationsTo: z.iso.date(),
  applicationsOpenAt: isoInstant,
  applicationsCloseAt: isoInstant,
  publicationDate: z.iso.date(),
  priorities: z.array(z.enum(PRIORITY_RULES)),
  wishesPerOrganization: z.number().int(),
  status: z.enum(CAMPAIGN_STATUSES),
  placeCount: z.number().int(),
  createdAt: isoInstant,
  /** `publish`: publish every facility whose proposal is decided (docs/campaigns.md#publication). */
  _abilities: abilities('open', 'allocate', 'fileWishes', 'publish'),
});
export type Campaign = z.infer<typeof campaignSchema>;

const quarterHour = z
  .string({ message: CAMPAIGN_MESSAGES.timeFormat })
  .regex(/^([01]\d|2[0-3]):(00|15|30|45)$/, { message: CAMPAIGN_MESSAGES.timeFormat });

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export const wishInputSchema = z
  .object({
    /** A place of the campaign, or null for any place of `placeType` in `facility`. */
    place: iriField('places', 'L’espace').nullable().default(null),
    placeType: iriField('place_types', 'Le type d’espace').nullable().default(null),
    facility: iriField('facilities', 'L’établissement').nullable().default(null),
    weekDay: z
      .number({ message: CAMPAIGN_MESSAGES.weekDay })
      .int({ message: CAMPAIGN_MESSAGES.weekDay })
      .min(1, { message: CAMPAIGN_MESSAGES.weekDay })
      .max(7, { message: CAMPAIGN_MESSAGES.weekDay }),
    startTime: quarterHour,
    endTime: quarterHour,
    /** Minutes. */
    minimumDuration: z
      .number({ message: CAMPAIGN_MESSAGES.minimumDuration })
      .int({ message: CAMPAIGN_MESSAGES.minimumDuration })
      .min(30, { message: CAMPAIGN_MESSAGES.minimumDuration }),
    participants: z
      .number({ message: CAMPAIGN_MESSAGES.participants })
      .int({ message: CAMPAIGN_MESSAGES.participants })
      .min(1, { message: CAMPAIGN_MESSAGES.participants })
      .max(10_000, { message: CAMPAIGN_MESSAGES.participants }),
    activity: requiredText('L’activité', 200),
    youth: z
      .boolean({ message: 'Indiquez s’il s’agit d’un usage jeunesse ou scolaire.' })
      .default(false),
  })
  .superRefine((input, context) => {
    const issue = (path: string, message: string) =>
      context.addIssue({ code: 'custom', message, path: [path] });
    if ((input.place === null) === (input.placeType === null || input.facility === null)) {
      issue('place', CAMPAIGN_MESSAGES.wishPlaceOrType);
    }
    const length = minutes(input.endTime) - minutes(input.startTime);
    if (length <= 0) issue('endTime', CAMPAIGN_MESSAGES.endBeforeStart);
    else if (input.minimumDuration > length) {
      issue('minimumDuration', CAMPAIGN_MESSAGES.minimumDuration);
    }
  });
export type WishInput = z.infer<typeof wishInputSchema>;

export const wishOrderSchema = z.object({
  wishes: z.array(iriField('campaign_wishes', 'Le vœu')).max(MAX_WISHES_PER_ORGANIZATION),
});
export type WishOrder = z.infer<typeof wishOrderSchema>;

export const placementSchema = z.object({
  place: namedRef,
  weekDay: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
});

/**
 * An offer made to the organisation: the alternative of a partly met wish at publication, or a
 * slot freed for a waiting wish. Answered before `deadline` (24:00 Paris), else `expired`.
 */
export const wishOfferSchema = z.object({
  status: z.enum(OFFER_STATUSES),
  deadline: isoInstant,
  placement: placementSchema,
  /** The organisation may still accept or decline it. */
  answerable: z.boolean(),
});
export type WishOffer = z.infer<typeof wishOfferSchema>;

/** What became of a wish once its facility was published (null before). */
export const wishPublicationSchema = z.object({
  status: z.enum(WISH_PUBLICATIONS),
  publishedAt: isoInstant,
  /** The allocation's explanation, or why the wish was not booked at publication. */
  explanation: z.string(),
  /** The approved yearly booking it became (booked, or an accepted offer). */
  booking: z.string().nullable(),
  bookingId: z.uuid().nullable(),
  /** 1 is the next to be offered a freed slot of its facility; null unless waiting. */
  waitingRank: z.number().int().nullable(),
  offer: wishOfferSchema.nullable(),
});
export type WishPublicationState = z.infer<typeof wishPublicationSchema>;

export const wishSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('CampaignWish'),
  id: z.uuid(),
  campaign: z.string(),
  /** 1 is the organisation's first wish. */
  rank: z.number().int(),
  organization: namedRef,
  facility: namedRef,
  place: namedRef.nullable(),
  placeType: namedRef.nullable(),
  weekDay: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
  minimumDuration: z.number().int(),
  participants: z.number().int(),
  activity: z.string(),
  youth: z.boolean(),
  renewal: z.boolean(),
  renewedBooking: z.string().nullable(),
  appliedAt: isoInstant,
  /** Closures and opening hours the wish runs into; they never refuse it. */
  warnings: z.array(z.string()),
  publication: wishPublicationSchema.nullable(),
  _abilities: abilities('edit', 'delete'),
});
export type Wish = z.infer<typeof wishSchema>;

export const overrideInputSchema = z
  .object({
    status: z.enum(WISH_OUTCOME_STATUSES, { message: 'Décision inconnue.' }),
    place: iriField('places', 'L’espace').nullable().default(null),
    startTime: quarterHour.nullable().default(null),
    endTime: quarterHour.nullable().default(null),
  })
  .superRefine((input, context) => {
    const placed = input.place !== null && input.startTime !== null && input.endTime !== null;
    if (input.status !== 'unmet' && !placed) {
      context.addIssue({
        code: 'custom',
        message: CAMPAIGN_MESSAGES.overridePlacement,
        path: ['place'],
      });
    } else if (placed && minutes(input.endTime!) <= minutes(input.startTime!)) {
      context.addIssue({
        code: 'custom',
        message: CAMPAIGN_MESSAGES.endBeforeStart,
        path: ['endTime'],
      });
    }
  });
export type OverrideInput = z.infer<typeof overrideInputSchema>;

export const proposalOutcomeSchema = z.object({
  wish: wishSchema.omit({ warnings: true, _abilities: true }),
  status: z.enum(WISH_OUTCOME_STATUSES),
  placement: placementSchema.nullable(),
  explanation: z.string(),
  decision: z.enum(DECISIONS),
});

export const facilityProposalSchema = z.object({
  '@type': z.literal('FacilityProposal'),
  campaign: z.string(),
  facility: namedRef,
  outcomes: z.array(proposalOutcomeSchema),
  /** When the facility's part was published; null before. */
  publishedAt: isoInstant.nullable(),
  _abilities: abilities('accept', 'override', 'publish'),
});
export type FacilityProposal = z.infer<typeof facilityProposalSchema>;

export const allocationSummarySchema = z.object({
  '@type': z.literal('CampaignAllocation'),
  campaign: campaignSchema,
  wishes: z.number().int(),
  allocated: z.number().int(),
  partly: z.number().int(),
  unmet: z.number().int(),
});
export type AllocationSummary = z.infer<typeof allocationSummarySchema>;

/** POST /api/campaigns/{id}/publication: one facility, or every facility of the campaign. */
export const publicationInputSchema = z.object({
  facilityId: z.uuid({ message: 'Établissement inconnu.' }).optional(),
});
export type PublicationInput = z.infer<typeof publicationInputSchema>;
