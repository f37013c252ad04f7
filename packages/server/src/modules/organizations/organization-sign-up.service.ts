import { ValidationFailure, violation } from '@espaces/domain/errors';
import { LINK_NO_LONGER_VALID } from '@espaces/domain/messages';
import type { Actor } from '@espaces/domain/access/actor';
import { iri } from '@espaces/domain/api/iri';
import type { Organization, OrganizationSignUpResult } from '@espaces/domain/api/organizations';
import { nextOrganizationStatus } from '@espaces/domain/organizations/organization-transitions';
import { pgErrorOf, PG_UNIQUE_VIOLATION } from '../../db/client.ts';
import type { FileStorage } from '../../files/file-storage.ts';
import type { ModuleOptions } from '../../http/module-options.ts';
import { answerNoSoonerThan } from '../../http/answer-floor.ts';
import { hashPassword } from '../auth/password-hashing.ts';
import { recordAuditEvent } from '../audit/audit-events.ts';
import { enqueueMail } from '../mail/mail-outbox.ts';
import { randomUUID } from 'node:crypto';
import { generateUserToken, hashUserToken } from '../account/account-tokens.ts';
import type { CaptchaVerifier } from '../captcha/captcha-verifier.ts';
import {
  ACTIVATION_LINK_VALIDITY_HOURS,
  activationLink,
  activationMail,
  signUpWithUsedAddressMail,
} from './organizations.mails.ts';
import { presentOrganization } from './organizations.presenter.ts';
import {
  consumeUserToken,
  findOrganization,
  findUser,
  findUserByEmail,
  insertDocuments,
  insertOrganization,
  insertUser,
  insertUserToken,
  markEmailValidated,
  retireUserTokens,
  updateOrganization,
  type Executor,
  type OrganizationRow,
  type UserRow,
} from './organizations.repository.ts';
import { loadOrganizationView } from './organizations.service.ts';
import { checkSignUpForm, type SignUpForm } from './sign-up-form.ts';

export interface SignUpDependencies extends ModuleOptions {
  storage: FileStorage;
  captcha: CaptchaVerifier | null;
}

const HOUR_MS = 3_600_000;

const linkNoLongerValid = () =>
  new ValidationFailure([violation('token', LINK_NO_LONGER_VALID, 'VALIDATION_FAILED')]);

/** The representative who receives the link, and the organisation it activates. */
interface ActivationTarget {
  user: Pick<UserRow, 'id' | 'firstName' | 'email'>;
  organization: Pick<OrganizationRow, 'id' | 'name'>;
}

/** A fresh single-use activation token (48 h) and the mail carrying its link. */
async function issueActivation(
  tx: Executor,
  deps: ModuleOptions,
  { user, organization }: ActivationTarget,
  now: Date,
): Promise<void> {
  const { token, tokenHash } = generateUserToken();
  await insertUserToken(tx, {
    userId: user.id,
    purpose: 'email_validation',
    tokenHash,
    payload: { organizationId: organization.id },
    expiresAt: new Date(now.getTime() + ACTIVATION_LINK_VALIDITY_HOURS * HOUR_MS),
    createdAt: now,
  });
  const content = activationMail({
    appName: deps.config.appName,
    firstName: user.firstName,
    organizationName: organization.name,
    link: activationLink(deps.config.appUrl, organization.id, token),
  });
  await enqueueMail(tx, { to: user.email, ...content }, now);
}

function signUpResult(
  organizationId: string,
  representative: { id: string; email: string },
): OrganizationSignUpResult {
  return {
    '@id': iri('organizations', organizationId),
    '@type': 'Organization' as const,
    id: organizationId,
    status: 'email_to_validate',
    representative: {
      '@id': iri('users', representative.id),
      id: representative.id,
      email: representative.email,
    },
  };
}

/**
 * A sign-up with an address that already has an account creates nothing and answers like any
 * sign-up, with ids that name nothing (the resend call answers them alike); only the owner of
 * the address hears of it, by e-mail.
 */
async function tellOwnerOfAddress(
  tx: Executor,
  deps: SignUpDependencies,
  owner: ActivationTarget['user'],
  now: Date,
) {
  const { appName, appUrl } = deps.config;
  const notice = signUpWithUsedAddressMail({ appName, appUrl, firstName: owner.firstName });
  await enqueueMail(tx, { to: owner.email, ...notice }, now);
}

const answerForAddressInUse = (email: string) =>
  signUpResult(randomUUID(), { id: randomUUID(), email });

/**
 * Longer than a sign-up takes on one instance (the argon2 hash, two documents stored, one
 * transaction): both answers leave at this time after the form is read, whoever owns the
 * address. A quarter of a second is nothing next to uploading two documents.
 */
export const SIGN_UP_ANSWER_FLOOR_MS = 250;

/**
 * Sign-up at /inscription (docs/organisations.md#sign-up-and-e-mail-validation). Everything is
 * checked before anything is written; the documents are stored first and removed again if nothing
 * refers to them, so a refused sign-up leaves neither rows nor files. Whether the address already
 * has an account or not, the same work is done (the password hashed, the documents stored, one
 * transaction that looks the address up and writes either the sign-up or the owner's notice) and
 * the answer waits for the same floor, so its time does not tell that an address has an account.
 */
export async function signUpOrganization(
  deps: SignUpDependencies,
  form: SignUpForm,
  remoteIp: string,
): Promise<OrganizationSignUpResult> {
  const startedAt = performance.now();
  const { signUp, documents } = await checkSignUpForm(form, deps.captcha, remoteIp);
  const { organization: details, representative } = signUp;
  const passwordHash = await hashPassword(representative.password);
  const now = deps.clock();
  const storageKeys: string[] = [];
  const removeDocuments = () => Promise.all(storageKeys.map((key) => deps.storage.deleteFile(key)));
  let result: OrganizationSignUpResult | null;
  try {
    for (const document of documents)
      storageKeys.push(await deps.storage.saveFile(document.content));
    result = await deps.db.transaction(async (tx) => {
      const owner = await findUserByEmail(tx, representative.email);
      if (owner) {
        await tellOwnerOfAddress(tx, deps, owner, now);
        return null;
      }
      const organization = await insertOrganization(tx, {
        ...details,
        status: 'email_to_validate',
        termsAcceptedAt: now,
        createdAt: now,
        updatedAt: now,
      });
      const user = await insertUser(tx, {
        email: representative.email,
        passwordHash,
        firstName: representative.firstName,
        lastName: representative.lastName,
        roles: ['ROLE_ORGANIZATION'],
        organizationId: organization.id,
        emailValidatedAt: null,
        createdAt: now,
        updatedAt: now,
      });
      await insertDocuments(
        tx,
        documents.map((document, index) => ({
          organizationId: organization.id,
          kind: document.kind,
          name: document.name,
          storageKey: storageKeys[index]!,
          mimeType: document.type.mimeType,
          size: document.content.length,
          createdAt: now,
        })),
      );
      await issueActivation(tx, deps, { user, organization }, now);
      return signUpResult(organization.id, user);
    });
  } catch (error) {
    // Two sign-ups with one address at the same moment: the unique index decides.
    if (pgErrorOf(error).code !== PG_UNIQUE_VIOLATION) {
      await removeDocuments();
      throw error;
    }
    result = null;
    await deps.db.transaction(async (tx) => {
      const owner = await findUserByEmail(tx, representative.email);
      if (owner) await tellOwnerOfAddress(tx, deps, owner, now);
    });
  }
  if (!result) await removeDocuments();
  await answerNoSoonerThan(startedAt, SIGN_UP_ANSWER_FLOOR_MS);
  return result ?? answerForAddressInUse(representative.email);
}

/**
 * `GET /api/organizations/{id}/validate?token=…`: the token alone authorises it (a state-changing
 * GET reachable cross-site, docs/decisions.md#sessions-and-security). Single use, 48 h; any
 * failure is the same « Ce lien n'est plus valable. » so the answer reveals nothing.
 */
export async function validateOrganizationEmail(
  deps: ModuleOptions,
  organizationId: string,
  token: string,
  viewer: Actor | null,
): Promise<Organization> {
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const consumed = await consumeUserToken(tx, hashUserToken(token), 'email_validation', now);
    if (!consumed) throw linkNoLongerValid();
    const user = await findUser(tx, consumed.userId);
    const organization = user?.organizationId
      ? await findOrganization(tx, user.organizationId)
      : undefined;
    if (!user || !organization || organization.id !== organizationId) throw linkNoLongerValid();
    const toStatus = nextOrganizationStatus(organization.status, 'validate_email');
    if (!toStatus) throw linkNoLongerValid();
    await markEmailValidated(tx, user.id, now);
    await updateOrganization(tx, organization.id, { status: toStatus, updatedAt: now });
    await recordAuditEvent(tx, {
      occurredAt: now,
      actorUserId: user.id,
      entityType: 'organization',
      entityId: organization.id,
      action: 'validate_email',
      fromStatus: organization.status,
      toStatus,
      changes: null,
    });
  });
  const view = await loadOrganizationView(deps.db, organizationId);
  return presentOrganization(view!, viewer);
}

/**
 * `GET /api/users/{id}/validation-email`: a new activation link for a representative whose
 * organisation still waits for its e-mail validation; earlier links stop working. Any other
 * id gets the same answer and nothing is sent, so the ids of a sign-up refused for its
 * address cannot be told from real ones (docs/security.md#account-privacy).
 */
export async function resendValidationEmail(deps: ModuleOptions, userId: string): Promise<void> {
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const user = await findUser(tx, userId);
    const organization = user?.organizationId
      ? await findOrganization(tx, user.organizationId)
      : undefined;
    const pending =
      user !== undefined &&
      user.emailValidatedAt === null &&
      user.roles.includes('ROLE_ORGANIZATION') &&
      organization?.status === 'email_to_validate';
    if (!pending) return;
    await retireUserTokens(tx, user.id, 'email_validation', now);
    await issueActivation(tx, deps, { user, organization }, now);
  });
}
