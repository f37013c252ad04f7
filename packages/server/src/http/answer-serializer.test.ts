import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerSerializerCompiler } from './answer-serializer.ts';

const signedInUser = answerSerializerCompiler(true)({
  schema: z.object({ email: z.string() }),
  method: 'GET',
  url: '/api/authentication/user',
  httpStatus: '200',
});

describe('answer of the signed-in user', () => {
  it('is encoded once per frozen object: the session cache hands the same one out', () => {
    let reads = 0;
    const user = Object.freeze({
      get email() {
        reads += 1;
        return 'admin@espaces.test';
      },
    });
    expect(signedInUser(user)).toBe('{"email":"admin@espaces.test"}');
    const readsOfOneEncoding = reads;
    expect(signedInUser(user)).toBe('{"email":"admin@espaces.test"}');
    expect(reads).toBe(readsOfOneEncoding);
  });

  it('is encoded anew when the object may have changed (not frozen)', () => {
    const user = { email: 'before@espaces.test' };
    expect(signedInUser(user)).toBe('{"email":"before@espaces.test"}');
    user.email = 'after@espaces.test';
    expect(signedInUser(user)).toBe('{"email":"after@espaces.test"}');
  });
});
