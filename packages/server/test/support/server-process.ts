import { loadConfig } from '../../src/config.ts';
import { startServer } from '../../src/server.ts';

// A server instance in a process of its own, started as main.ts starts it, with the short job
// lease the test names (TEST_JOB_LEASE_MS): a test then need not wait out the production one.

const leaseMs = Number(process.env.TEST_JOB_LEASE_MS);
if (!(leaseMs > 0)) throw new Error('TEST_JOB_LEASE_MS must be a positive number of milliseconds');
const server = await startServer({
  config: loadConfig(),
  jobLease: { leaseMs, renewEveryMs: leaseMs / 3 },
  lapseWatchMs: leaseMs / 3,
});
console.log(`listening (base ${server.engine})`);
