import { describe, expect, it } from 'vitest';
import { soapField } from './payfip-client.ts';

describe('soapField (docs/payments.md#online-payment-payfip)', () => {
  it('reads a field by its local name, prefixed or not, with or without its namespace', () => {
    const answer =
      '<soap:Envelope><soap:Body><ns2:recupererDetailPaiementSecuriseResponse>' +
      '<return xmlns:r="urn:r"><r:idOp>ab-12</r:idOp><r:objet>Dupont &amp; Fils &lt;3&gt;</r:objet>' +
      '<r:numauto/><resultrans xmlns="urn:r">P</resultrans></return>' +
      '</ns2:recupererDetailPaiementSecuriseResponse></soap:Body></soap:Envelope>';
    expect(soapField(answer, 'idOp')).toBe('ab-12');
    expect(soapField(answer, 'idop')).toBe('ab-12');
    expect(soapField(answer, 'objet')).toBe('Dupont & Fils <3>');
    expect(soapField(answer, 'numauto')).toBe('');
    expect(soapField(answer, 'resultrans')).toBe('P');
    expect(soapField(answer, 'dattrans')).toBeNull();
  });

  it('reads a fault’s code, not the faultcode', () => {
    const fault =
      '<soap:Fault><faultcode>soap:Server</faultcode><detail><ns2:FonctionnelleErreur>' +
      '<code>P5</code><descriptif>Résultat non connu</descriptif></ns2:FonctionnelleErreur></detail></soap:Fault>';
    expect(soapField(fault, 'code')).toBe('P5');
    expect(soapField(fault, 'descriptif')).toBe('Résultat non connu');
  });
});
