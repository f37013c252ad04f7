import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../src/db/raw-query.ts';
import { paymentAttempts, sandboxCharges, scheduledJobLeases } from '../src/db/schema.ts';
import { startScheduledJobs, type JobLogger } from '../src/jobs/scheduled-jobs.ts';
import {
  createAgreementWorld,
  type AgreementWorld,
} from '../src/modules/agreements/agreements.test-support.ts';
import { organizationIdOf } from '../src/modules/bookings/bookings.test-support.ts';
import {
  createSignedAgreement,
  paymentsOf,
  registerCard,
} from '../src/modules/payments/payments.test-support.ts';

// Server instances in processes of their own on one PostgreSQL database: a start that fails
// holds no job, and a charging pass killed by SIGKILL is taken over by another instance as soon
// as its short lease lapses, without charging twice. The child process runs on the real clock:
// the world starts in the past, so that its payments are due now.

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const LEASE_MS = 1_500;
const APP = { appName: 'Espaces Partagés', appUrl: 'http://localhost:3000' };

let world: AgreementWorld;
let dataDir: string;

beforeAll(async () => {
  if (!process.env.DATABASE_URL) return;
  world = await createAgreementWorld({ startAt: new Date('2026-03-02T09:00:00Z') });
  dataDir = await mkdtemp(path.join(tmpdir(), 'espaces-instance-'));
});
afterAll(async () => {
  await world?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

function startInstance(script: string, port: number): ChildProcess & { output: string[] } {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      COOKIE_SECRET: 'test-secret-test-secret-test-secret-42',
      DATABASE_URL: world.context.databaseUrl!,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      WEB_DIST_DIR: '/nonexistent',
      TEST_JOB_LEASE_MS: String(LEASE_MS),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  return Object.assign(child, { output });
}

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

/** Waits until a statement of another connection waits for a lock that `pid` holds. */
async function blockedBy(pid: number): Promise<void> {
  await vi.waitFor(
    async () => {
      const [row] = await queryRows<{ blocked: number }>(
        world.db,
        sql`select count(*)::int as blocked from pg_stat_activity
          where ${pid}::int = any(pg_blocking_pids(pid))`,
      );
      expect(row!.blocked).toBeGreaterThan(0);
    },
    { timeout: 120_000, interval: 100 },
  );
}

// A child process compiles the server through tsx before it listens: tens of seconds on a busy
// machine.
describe.runIf(process.env.DATABASE_URL)(
  'server instances in processes of their own',
  { timeout: 300_000 },
  () => {
    it('a start whose port is taken exits and holds no job lease', async () => {
      const taken = createServer();
      await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
      try {
        const port = (taken.address() as { port: number }).port;
        const instance = startInstance('src/main.ts', port);
        expect(await exitOf(instance)).toBe(1);
        expect(instance.output.join('')).toContain('EADDRINUSE');
        expect(await world.db.select().from(scheduledJobLeases)).toEqual([]);
      } finally {
        await new Promise((resolve) => taken.close(resolve));
      }
    });

    it('a charging pass killed mid-charge is completed by another instance once its lease lapses, charging once', async () => {
      const organizationId = await organizationIdOf(world.db, 'asso@espaces.test');
      const { agreementId } = await createSignedAgreement(world, [3]);
      await registerCard(world, organizationId, agreementId, '4242 4242 4242 4242');
      const [payment] = await paymentsOf(world.db, agreementId);

      // The sandbox provider writes its charge outside the caller's transaction: held here, the
      // child's charge waits inside the provider call, where it is killed.
      const provider = new pg.Client({ connectionString: world.context.databaseUrl! });
      await provider.connect();
      let instance: ReturnType<typeof startInstance> | undefined;
      try {
        await provider.query('BEGIN');
        await provider.query('LOCK TABLE sandbox_charges IN EXCLUSIVE MODE');
        const { rows } = await provider.query<{ pid: number }>('select pg_backend_pid() as pid');
        instance = startInstance('test/support/server-process.ts', await freePort());
        await blockedBy(rows[0]!.pid);
        const [attempt] = await world.db
          .select()
          .from(paymentAttempts)
          .where(eq(paymentAttempts.paymentId, payment!.id));
        expect(attempt!.outcome).toBe('pending');

        instance.kill('SIGKILL');
        await exitOf(instance);
        // The dead holder's lease runs out at most one lease after its last renewal.
        const [lease] = await queryRows<{ left: number }>(
          world.db,
          sql`select extract(epoch from leased_until - clock_timestamp()) * 1000 as left
          from scheduled_job_leases where job = 'charge-due-payments'`,
        );
        expect(Number(lease!.left)).toBeLessThanOrEqual(LEASE_MS);
      } finally {
        instance?.kill('SIGKILL');
        await provider.query('ROLLBACK').catch(() => undefined);
        await provider.end();
      }

      const errors: unknown[] = [];
      const logger: JobLogger = { info: () => undefined, error: (details) => errors.push(details) };
      const stop = startScheduledJobs({
        db: world.db,
        config: { ...APP, paymentProvider: 'sandbox' },
        logger,
        lease: { leaseMs: LEASE_MS, renewEveryMs: LEASE_MS / 3 },
        lapseWatchMs: LEASE_MS / 3,
      });
      try {
        await vi.waitFor(
          async () => expect((await paymentsOf(world.db, agreementId))[0]!.status).toBe('paid'),
          { timeout: 60_000, interval: 100 },
        );
      } finally {
        await stop();
      }
      expect(errors).toEqual([]);
      const charges = await world.db
        .select()
        .from(sandboxCharges)
        .where(sql`${sandboxCharges.idempotencyKey} like ${`payment-${payment!.id}-%`}`);
      expect(charges).toHaveLength(1);
      const [paid] = await paymentsOf(world.db, agreementId);
      expect(paid).toMatchObject({ attempts: 1, paymentReference: charges[0]!.reference });
    });
  },
);
