import { FACILITY_PROFILES, TERRITORY_PROFILES } from '@espaces/domain/access/actor';
import {
  FACILITY_PROFILE_LABELS,
  TERRITORY_PROFILE_LABELS,
} from '@espaces/domain/access/profile-labels';

/** The options of the profile selects (user form rows and user list filter). */
export const FACILITY_PROFILE_CHOICES = FACILITY_PROFILES.map((profile) => ({
  value: profile,
  label: FACILITY_PROFILE_LABELS[profile],
}));

export const TERRITORY_PROFILE_CHOICES = TERRITORY_PROFILES.map((profile) => ({
  value: profile,
  label: TERRITORY_PROFILE_LABELS[profile],
}));
