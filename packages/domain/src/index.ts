/** Public API of @espaces/domain; deep imports (`@espaces/domain/access/checks`) work too. */
export * from './access/actor.ts';
export * from './access/roles.ts';
export * from './access/checks.ts';
export * from './access/referer.ts';
export * from './api/hydra.ts';
export * from './api/authentication.ts';
export * from './api/iri.ts';
export * from './api/config.ts';
export * from './messages.ts';
export * from './errors.ts';
export * from './locale/format.ts';
