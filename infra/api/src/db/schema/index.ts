export * from './audit.ts';
export * from './communications.ts';
export * from './enums.ts';
export * from './integrations.ts';
export * from './loyalty.ts';
export * from './partnerships.ts';
export * from './secrets.ts';
export * from './users.ts';
