import { ConfigurationError, loadConfig } from './config.ts';
import { PRIVATE_UMASK } from './files/private-files.ts';
import { startServer } from './server.ts';

async function main(): Promise<void> {
  // Whatever the server creates (data, uploads, cookie secret) is its own.
  process.umask(PRIVATE_UMASK);
  const config = loadConfig();
  const server = await startServer({ config });
  const shutdown = async () => {
    await server.stop();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  console.log(`${config.appName} : ${config.appUrl} (base ${server.engine})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigurationError ? error.message : error);
  process.exit(1);
});
