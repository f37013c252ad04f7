import { ValidationFailure, violation } from '@espaces/domain/errors';
import { CAPTCHA_ACTIONS } from '@espaces/domain/api/config';
import { documentNameField } from '@espaces/domain/api/fields';
import type { Violation } from '@espaces/domain/api/hydra';
import {
  organizationSignUpSchema,
  type OrganizationSignUp,
} from '@espaces/domain/api/organizations';
import {
  ORGANIZATION_DOCUMENT_KINDS,
  type OrganizationDocumentKind,
} from '@espaces/domain/organizations/legal-forms';
import { UPLOAD_MISSING, UPLOAD_TOO_LARGE, UPLOAD_TYPE_REFUSED } from '@espaces/domain/messages';
import { sniffAcceptedType, type SniffedType } from '../../files/accepted-uploads.ts';
import { captchaViolation, type CaptchaVerifier } from '../captcha/captcha-verifier.ts';

/** A file part as read from the multipart body; `truncated` when it went past 10 MB. */
export interface UploadedFile {
  fileName: string;
  content: Buffer;
  truncated: boolean;
}

/** The sign-up request as it arrived: the JSON field `data` and the two documents. */
export interface SignUpForm {
  data: string | undefined;
  dataTruncated: boolean;
  files: Partial<Record<OrganizationDocumentKind, UploadedFile>>;
}

export interface CheckedDocument {
  kind: OrganizationDocumentKind;
  name: string;
  content: Buffer;
  type: SniffedType;
}

export interface CheckedSignUp {
  signUp: OrganizationSignUp;
  documents: CheckedDocument[];
}

export const DATA_UNREADABLE = 'Les informations du formulaire sont illisibles.';

function parseData(form: SignUpForm): { signUp?: OrganizationSignUp; violations: Violation[] } {
  let raw: unknown;
  try {
    if (form.data === undefined || form.dataTruncated) throw new SyntaxError('no data');
    raw = JSON.parse(form.data);
  } catch {
    return { violations: [violation('data', DATA_UNREADABLE, 'VALIDATION_FAILED')] };
  }
  const parsed = organizationSignUpSchema.safeParse(raw);
  if (parsed.success) return { signUp: parsed.data, violations: [] };
  return {
    violations: parsed.error.issues.map((issue) =>
      violation(issue.path.map(String).join('.'), issue.message, 'VALIDATION_FAILED'),
    ),
  };
}

function documentName(fileName: string, kind: OrganizationDocumentKind, type: SniffedType): string {
  // Some browsers send a full client path as the file name: keep its last segment. The person
  // never typed it, so a name that is not plain text is replaced rather than refused.
  const name = documentNameField.safeParse(fileName.split(/[\\/]/).pop()!.slice(0, 200));
  return (name.success && name.data) || `${kind}.${type.extension}`;
}

/**
 * Uploads (docs/security.md#uploads-and-files): present, at most 10 MB, PDF, JPEG or PNG by its
 * content.
 */
async function checkDocument(
  kind: OrganizationDocumentKind,
  file: UploadedFile | undefined,
): Promise<CheckedDocument | Violation> {
  if (!file || file.content.length === 0)
    return violation(kind, UPLOAD_MISSING, 'VALIDATION_FAILED');
  if (file.truncated) return violation(kind, UPLOAD_TOO_LARGE, 'VALIDATION_FAILED');
  const type = await sniffAcceptedType(file.content);
  if (!type) return violation(kind, UPLOAD_TYPE_REFUSED, 'VALIDATION_FAILED');
  return { kind, name: documentName(file.fileName, kind, type), content: file.content, type };
}

/**
 * Every check of the sign-up that needs no database: the form's fields, both documents and the
 * captcha (when configured). All violations are reported at once; nothing has been written.
 */
export async function checkSignUpForm(
  form: SignUpForm,
  captcha: CaptchaVerifier | null,
  remoteIp: string,
): Promise<CheckedSignUp> {
  const { signUp, violations } = parseData(form);
  const documents: CheckedDocument[] = [];
  for (const kind of ORGANIZATION_DOCUMENT_KINDS) {
    const checked = await checkDocument(kind, form.files[kind]);
    if ('propertyPath' in checked) violations.push(checked);
    else documents.push(checked);
  }
  const refused = await captchaViolation(
    captcha,
    signUp?.captchaToken,
    CAPTCHA_ACTIONS.signUp,
    remoteIp,
  );
  if (refused) violations.push(refused);
  if (violations.length > 0 || !signUp) throw new ValidationFailure(violations);
  return { signUp, documents };
}
