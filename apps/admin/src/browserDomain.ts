/**
 * The rules of @backoffice/domain that run in a browser. The package index also exports Node-only
 * telephony code (node:stream, csv-parse), so the admin resolves '@backoffice/domain' here
 * (vite.config.ts alias and tsconfig paths) and lists the rule modules it uses.
 */
export * from '../../../libs/domain/src/errors';
export * from '../../../libs/domain/src/permissions/effective-permissions';
export * from '../../../libs/domain/src/permissions/include-exclude';
export * from '../../../libs/domain/src/permissions/menu-access';
export * from '../../../libs/domain/src/users/password-policy';
export * from '../../../libs/domain/src/filter/compile-filter';
export * from '../../../libs/domain/src/session/session-countdown';
