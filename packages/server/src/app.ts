import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import type { FileStorage } from './files/file-storage.ts';
import { fileStorageFor } from './files/storage-for.ts';
import { answerSerializerCompiler } from './http/answer-serializer.ts';
import { registerCompression } from './http/compression.ts';
import { registerErrorHandling } from './http/error-handler.ts';
import { registerOpenApi } from './http/openapi.ts';
import { OneLineRequestLog, requestLogSerializers } from './http/request-log.ts';
import { contentSecurityDirectives } from './http/content-security-policy.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerContentTypes, registerRequestGuard } from './http/request-guard.ts';
import { registerWebApp } from './http/web-app.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { registerCurrentUser } from './modules/auth/current-user.ts';
import { databaseRateLimitStore } from './modules/auth/rate-limit-store.ts';
import { availabilityRoutes } from './modules/availability/availability.routes.ts';
import { configRoutes } from './modules/config/config.routes.ts';
import { proconnectClient } from './modules/auth/proconnect/proconnect-client.ts';
import {
  proconnectRoutes,
  proconnectSignOut,
} from './modules/auth/proconnect/proconnect.routes.ts';
import { facilitiesRoutes } from './modules/facilities/facilities.routes.ts';
import { organizationsRoutes } from './modules/organizations/organizations.routes.ts';
import { placesRoutes } from './modules/places/places.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { bookingsRoutes } from './modules/bookings/bookings.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { devRoutes } from './modules/dev/dev.routes.ts';
import { agreementsRoutes } from './modules/agreements/agreements.routes.ts';
import { amendmentsRoutes } from './modules/amendments/amendments.routes.ts';
import { paymentMeansRoutes } from './modules/payments/payment-means.routes.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { sandboxRoutes } from './modules/payments/sandbox.routes.ts';
import { stripeRoutes } from './modules/payments/stripe.routes.ts';
import { payfipRoutes } from './modules/payments/provider/payfip/payfip.routes.ts';
import { indicatorsRoutes } from './modules/indicators/indicators.routes.ts';
import { calendarsRoutes } from './modules/calendars/calendars.routes.ts';
import { closuresRoutes } from './modules/closures/closures.routes.ts';
import { schoolHolidaysRoutes } from './modules/school-holidays/school-holidays.routes.ts';
import { campaignsRoutes } from './modules/campaigns/campaigns.routes.ts';

z.config(z.locales.fr());

export interface AppOptions {
  config: AppConfig;
  db: Database;
  clock?: () => Date;
  /** By default the configuration's (`S3_BUCKET`, else `FILES_DIR`). */
  storage?: FileStorage;
  logger?: boolean;
  /** Where the log lines go; standard output by default (tests read them). */
  logStream?: { write(line: string): void };
  /** Sign-in attempts allowed per address and account and per window. */
  signInRateLimit?: { max: number; timeWindow: string };
}

/** Builds the whole HTTP application; main.ts starts it, tests inject into it. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const clock = options.clock ?? (() => new Date());
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.env === 'production' ? 'info' : 'warn',
            serializers: requestLogSerializers,
            stream: options.logStream,
          },
    logController: new OneLineRequestLog(),
    // TRUST_PROXY: X-Forwarded-For is believed only from the configured proxies, so that a
    // client cannot pick its own address (and rate-limit bucket).
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializerCompiler(config.env === 'production'));
  // First, so that every answer carries them, a refusal of the request guard included.
  registerSecurityHeaders(app, {
    contentSecurityPolicy: { directives: contentSecurityDirectives(config) },
  });
  registerContentTypes(app);
  registerCompression(app);
  registerErrorHandling(app);
  registerRequestGuard(app, config.appUrl);

  await app.register(cookie, { secret: config.cookieSecret });
  // In the database, so that the limits hold across instances (docs/security.md#rate-limits).
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(db, clock) });
  await registerOpenApi(app, config.appName, config.appUrl);

  registerCurrentUser(app, db, clock);
  const proconnect = config.proconnect ? proconnectClient(config.proconnect) : null;
  await app.register(authRoutes, {
    db,
    clock,
    appUrl: config.appUrl,
    endProviderSession: proconnect ? proconnectSignOut(proconnect, config.appUrl) : undefined,
    signInRateLimit: options.signInRateLimit ?? {
      max: config.signInMaxAttempts,
      timeWindow: '5 minutes',
    },
  });
  if (proconnect) {
    await app.register(proconnectRoutes, { db, clock, appUrl: config.appUrl, client: proconnect });
  }
  await app.register(configRoutes, { config });
  const storage = options.storage ?? fileStorageFor(config);
  const moduleOptions = { db, clock, config, storage };
  await app.register(facilitiesRoutes, moduleOptions);
  await app.register(placesRoutes, moduleOptions);
  await app.register(availabilityRoutes, moduleOptions);
  await app.register(usersRoutes, moduleOptions);
  await app.register(bookingsRoutes, moduleOptions);
  await app.register(searchRoutes, moduleOptions);
  await app.register(organizationsRoutes, moduleOptions);
  await app.register(accountRoutes, moduleOptions);
  await app.register(agreementsRoutes, moduleOptions);
  await app.register(amendmentsRoutes, moduleOptions);
  await app.register(paymentMeansRoutes, moduleOptions);
  await app.register(paymentsRoutes, moduleOptions);
  await app.register(sandboxRoutes, moduleOptions);
  await app.register(stripeRoutes, moduleOptions);
  await app.register(payfipRoutes, moduleOptions);
  await app.register(indicatorsRoutes, moduleOptions);
  await app.register(calendarsRoutes, moduleOptions);
  await app.register(closuresRoutes, moduleOptions);
  await app.register(schoolHolidaysRoutes, moduleOptions);
  await app.register(campaignsRoutes, moduleOptions);
  if (config.devMailPreview) await app.register(devRoutes, moduleOptions);
  await registerWebApp(app, config.webDistDir);
  return app;
}
