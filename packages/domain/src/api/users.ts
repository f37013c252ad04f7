import { z } from 'zod';
import { emailField, iriField, namedRef, requiredText, textField } from './fields.ts';
import { FACILITY_PROFILES, TERRITORY_PROFILES } from '../access/actor.ts';
import { UNKNOWN_PROFILE } from '../messages.ts';

/** Institutional users managed at /utilisateurs (docs/access.md#users-and-their-memberships). */
export const userInputSchema = z.object({
  email: emailField(),
  firstName: requiredText('Le prénom', 100),
  lastName: requiredText('Le nom', 100),
  phone: textField('Le téléphone', 30).nullable().default(null),
  facilityMemberships: z
    .array(
      z.object({
        facility: iriField('facilities', 'L’établissement'),
        profile: z.enum(FACILITY_PROFILES, { message: UNKNOWN_PROFILE }),
      }),
    )
    .default([]),
  territoryMemberships: z
    .array(
      z.object({
        territory: iriField('territories', 'Le territoire'),
        profile: z.enum(TERRITORY_PROFILES, { message: UNKNOWN_PROFILE }),
      }),
    )
    .default([]),
});
export type UserInput = z.infer<typeof userInputSchema>;

export const userActiveInputSchema = z.object({
  active: z.boolean({ message: 'Valeur attendue : vrai ou faux.' }),
});

export const managedUserSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('User'),
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  roles: z.array(z.string()),
  isActive: z.boolean(),
  /** False until the user has followed the link and chosen a password. */
  hasPassword: z.boolean(),
  /**
   * An address asked for and not confirmed yet (docs/security.md#account-privacy): `email` changes
   * only when the link sent to this address is followed.
   */
  pendingEmail: z.string().nullable(),
  facilityMemberships: z.array(
    z.object({ facility: namedRef, profile: z.enum(FACILITY_PROFILES) }),
  ),
  territoryMemberships: z.array(
    z.object({ territory: namedRef, profile: z.enum(TERRITORY_PROFILES) }),
  ),
  createdAt: z.string(),
  _abilities: z.object({ edit: z.boolean(), toggleActive: z.boolean() }),
});
export type ManagedUser = z.infer<typeof managedUserSchema>;

/** After a save that asked for another address: nothing changed yet. */
export const emailChangePendingNotice = (email: string): string =>
  `Un e-mail a été envoyé à ${email} pour confirmer cette adresse. Celle du compte ne changera qu’une fois le lien de confirmation suivi\u00a0; l’adresse actuelle en est informée.`;

/** On the user's page while the new address waits for its link to be followed. */
export const pendingEmailNotice = (email: string): string =>
  `Nouvelle adresse en attente de confirmation\u00a0: ${email}. Elle remplacera l’adresse actuelle quand le lien envoyé à cette adresse aura été suivi.`;
