import { describe, expect, it } from 'vitest';
import type { Database } from './client.ts';
import { MAX_NAMED_SHAPES, statementsByShape } from './prepared.ts';

function fakeQuery(built: string[]) {
  built.push('built');
  return {
    prepare: (name: string) => ({ name }),
    name: undefined,
  };
}

/** A database handle or transaction as drizzle gives it: a session on a connection. */
const onConnection = (connection: object) =>
  ({ session: { client: connection } }) as unknown as Database;

describe('statements by shape', () => {
  it('builds and names each shape once per connection, then runs new shapes unnamed', () => {
    const statements = statementsByShape<{ name: string | undefined }>('reads');
    const connection = {};
    const db = onConnection(connection);
    const built: string[] = [];
    const first = statements(db, 'first', () => fakeQuery(built));
    expect(first.name).toMatch(/^reads_/);
    expect(statements(db, 'first', () => fakeQuery(built))).toBe(first);
    expect(built).toHaveLength(1);
    for (let index = 1; index < MAX_NAMED_SHAPES; index += 1) {
      statements(db, `filler ${index}`, () => fakeQuery(built));
    }
    expect(statements(db, 'past the limit', () => fakeQuery(built)).name).toBeUndefined();
    expect(statements(db, 'first', () => fakeQuery(built))).toBe(first);
    // A later transaction on the same pooled connection finds them built.
    expect(statements(onConnection(connection), 'first', () => fakeQuery(built))).toBe(first);
    expect(statements(onConnection({}), 'past the limit', () => fakeQuery(built)).name).toMatch(
      /^reads_/,
    );
  });
});
