import {
  organizationSignUpSchema,
  type OrganizationSignUp,
} from '@espaces/domain/api/organizations';
import { ORGANIZATION_DOCUMENT_LABELS } from '@espaces/domain/organizations/legal-forms';
import { schemaResolver, type FormErrors } from '@mantine/form';
import { documentProblem } from '../../../ui/upload/document-rules.ts';
import type { SignUpDocuments } from '../api/organization-queries.ts';
import {
  EMPTY_ORGANIZATION_DETAILS,
  organizationDetailsCandidate,
  identifierErrors,
  type OrganizationDetailsValues,
} from '../components/organization-form-values.ts';

export interface SignUpFormValues {
  organization: OrganizationDetailsValues;
  representative: { firstName: string; lastName: string; email: string; password: string };
  termsAccepted: boolean;
  statutes: File | null;
  insurance: File | null;
}

export const EMPTY_SIGN_UP: SignUpFormValues = {
  organization: EMPTY_ORGANIZATION_DETAILS,
  representative: { firstName: '', lastName: '', email: '', password: '' },
  termsAccepted: false,
  statutes: null,
  insurance: null,
};

function signUpCandidate(values: SignUpFormValues, captchaToken?: string) {
  return {
    organization: organizationDetailsCandidate(values.organization),
    representative: values.representative,
    termsAccepted: values.termsAccepted,
    ...(captchaToken !== undefined && { captchaToken }),
  };
}

const validateSignUp = schemaResolver(organizationSignUpSchema, { sync: true });

function documentError(kind: keyof SignUpDocuments, file: File | null): string | null {
  if (file === null)
    return `Joignez le document «\u00a0${ORGANIZATION_DOCUMENT_LABELS[kind]}\u00a0».`;
  return documentProblem(file);
}

/** French errors next to each field: the domain schema, then the document rules. */
export function validateSignUpValues(values: SignUpFormValues): FormErrors {
  const errors: FormErrors = identifierErrors(
    validateSignUp(signUpCandidate(values)),
    values.organization,
    'organization.',
  );
  for (const kind of ['statutes', 'insurance'] as const) {
    const problem = documentError(kind, values[kind]);
    if (problem !== null) errors[kind] = problem;
  }
  return errors;
}

/** The parsed JSON part and the files, once `validateSignUpValues` found nothing. */
export function signUpRequestOf(
  values: SignUpFormValues,
  captchaToken: string | undefined,
): { signUp: OrganizationSignUp; documents: SignUpDocuments } {
  const { statutes, insurance } = values;
  if (statutes === null || insurance === null) throw new Error('Documents manquants.');
  return {
    signUp: organizationSignUpSchema.parse(signUpCandidate(values, captchaToken)),
    documents: { statutes, insurance },
  };
}
