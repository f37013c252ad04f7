// The seal's certificate (docs/operations.md#seal-certificate): the operator's PKCS#12, checked
// at start, or a self-signed test one generated once under DATA_DIR.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Signer } from '@signpdf/signpdf';
import forge from 'node-forge';

const { pki, pkcs12, asn1 } = forge;

/** The certificate that seals (config.ts): a PKCS#12 file, its password and its holder. */
export interface PdfSeal {
  p12: Uint8Array;
  password: string;
  /** The certificate's common name, shown as the signer by PDF readers. */
  name: string;
  /** Generated self-signed at first start when none is configured: labelled as such. */
  test: boolean;
}

export const TEST_SEAL_LABEL = 'Cachet de test — non qualifié';

/** What sealing needs from the PKCS#12 file: the RSA key, its certificate and the others. */
export interface SealCertificate {
  key: forge.pki.rsa.PrivateKey;
  certificate: forge.pki.Certificate;
  certificates: forge.pki.Certificate[];
  /** Room for the CMS signature: the certificates it carries, the signature and attributes. */
  signatureBytes: number;
}

/**
 * The key (shrouded, as PKCS#12 files hold it) and the certificate that matches it. Throws a
 * French message, never naming the password.
 */
export function openSealCertificate(p12: Uint8Array, password: string): SealCertificate {
  let bags: forge.pkcs12.Pkcs12Pfx;
  try {
    bags = pkcs12.pkcs12FromAsn1(asn1.fromDer(Buffer.from(p12).toString('binary')), password);
  } catch {
    throw new Error('fichier PKCS#12 illisible ou mot de passe incorrect');
  }
  const keyOid = pki.oids.pkcs8ShroudedKeyBag!;
  const key = bags.getBags({ bagType: keyOid })[keyOid]?.[0]?.key as
    forge.pki.rsa.PrivateKey | undefined;
  if (!key?.n) throw new Error('aucune clé privée RSA dans le fichier PKCS#12');
  const certOid = pki.oids.certBag!;
  const certificates = (bags.getBags({ bagType: certOid })[certOid] ?? []).flatMap((bag) =>
    bag.cert ? [bag.cert] : [],
  );
  const certificate = certificates.find((cert) =>
    (cert.publicKey as forge.pki.rsa.PublicKey).n?.equals(key.n),
  );
  if (!certificate) throw new Error('aucun certificat ne correspond à la clé privée');
  const certificatesBytes = certificates
    .map((cert) => asn1.toDer(pki.certificateToAsn1(cert)).length())
    .reduce((sum, length) => sum + length, 0);
  return { key, certificate, certificates, signatureBytes: certificatesBytes + 2048 };
}

/** The text of a UTF8String attribute: forge reads strings byte by byte. */
const utf8Decoded = (attribute: forge.pki.CertificateField) =>
  attribute.valueTagClass === (asn1.Type.UTF8 as number)
    ? { ...attribute, value: forge.util.decodeUtf8(attribute.value as string) }
    : attribute;

/** The certificate's common name, which PDF readers show as the signer. */
export function sealCertificateName({ certificate }: SealCertificate): string {
  const commonName = certificate.subject.getField('CN') as forge.pki.CertificateField | null;
  return commonName ? String(utf8Decoded(commonName).value) : 'Cachet électronique';
}

/**
 * The CMS signature (detached, SHA-256) of the bytes the seal covers. Written here rather than
 * with @signpdf/signer-p12, which names the issuer as forge re-encodes it: an issuer with an
 * accent (« Région ») came out encoded twice, and no validator found the certificate.
 */
export class SealSigner extends Signer {
  constructor(private readonly opened: SealCertificate) {
    super();
  }

  override async sign(content: Buffer, signingTime?: Date): Promise<Buffer> {
    const { key, certificate, certificates } = this.opened;
    const signed = forge.pkcs7.createSignedData();
    signed.content = forge.util.createBuffer(content.toString('binary'));
    for (const cert of certificates) signed.addCertificate(cert);
    // forge's types omit the issuer and serial number, which its addSigner takes instead of
    // the certificate.
    const signer = {
      key,
      issuer: certificate.issuer.attributes.map(utf8Decoded),
      serialNumber: certificate.serialNumber,
      digestAlgorithm: pki.oids.sha256!,
      authenticatedAttributes: [
        { type: pki.oids.contentType!, value: pki.oids.data! },
        { type: pki.oids.signingTime!, value: (signingTime ?? new Date()) as never },
        { type: pki.oids.messageDigest! },
      ],
    };
    signed.addSigner(signer as unknown as Parameters<typeof signed.addSigner>[0]);
    signed.sign({ detached: true });
    return Buffer.from(asn1.toDer(signed.toAsn1()).getBytes(), 'binary');
  }
}

/** A self-signed certificate for ten years, its name saying it is a test seal. */
export function createTestSealP12(appName: string, password: string): Buffer {
  const keys = pki.rsa.generateKeyPair({ bits: 2048 });
  const certificate = pki.createCertificate();
  certificate.publicKey = keys.publicKey;
  certificate.serialNumber = `01${randomBytes(8).toString('hex')}`;
  certificate.validity.notBefore = new Date();
  certificate.validity.notAfter = new Date(Date.now() + 10 * 365 * 86_400_000);
  // Tagged UTF8String, forge encodes the French text (untagged, it would mangle it).
  const utf8 = (value: string) => ({
    value,
    valueTagClass: asn1.Type.UTF8 as unknown as forge.asn1.Class,
  });
  const subject = [
    { name: 'commonName', ...utf8(`${appName} — ${TEST_SEAL_LABEL}`) },
    { name: 'organizationName', ...utf8(appName) },
    { name: 'countryName', value: 'FR' },
  ];
  certificate.setSubject(subject);
  certificate.setIssuer(subject);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
  ]);
  certificate.sign(keys.privateKey, forge.md.sha256.create());
  const p12 = pkcs12.toPkcs12Asn1(keys.privateKey, [certificate], password, {
    algorithm: 'aes256',
  });
  return Buffer.from(asn1.toDer(p12).getBytes(), 'binary');
}

/** Not a secret: the test seal proves nothing, its file only stays private as DATA_DIR does. */
const TEST_SEAL_PASSWORD = 'cachet-de-test';

/**
 * Outside a configured certificate, the test seal kept in DATA_DIR, generated at first start
 * (written aside, then renamed: two processes starting together never read half a file).
 */
export function localTestSeal(dataDir: string, appName: string): PdfSeal {
  const file = join(dataDir, 'pdf-seal-test.p12');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    const draft = `${file}.${process.pid}`;
    writeFileSync(draft, createTestSealP12(appName, TEST_SEAL_PASSWORD), { mode: 0o600 });
    renameSync(draft, file);
  }
  const p12 = readFileSync(file);
  const password = TEST_SEAL_PASSWORD;
  return {
    p12,
    password,
    name: sealCertificateName(openSealCertificate(p12, password)),
    test: true,
  };
}
