// Public entry of @fidelidade/contract: every /api/v1 schema (TypeBox) and its static type, one
// file per URL area under ./schemas. Front-end code imports from here with `import type` only (zero
// run-time bytes); run-time values for the UI come from './enums' and './capabilities', which do
// not load TypeBox.
export * from './enums.ts';
export * from './schemas/account.ts';
export * from './schemas/approvals.ts';
export * from './schemas/audit.ts';
export * from './schemas/auth.ts';
export * from './schemas/budgets.ts';
export * from './schemas/bulk.ts';
export * from './schemas/common.ts';
export * from './schemas/communications.ts';
export * from './schemas/dashboard.ts';
export * from './schemas/errors.ts';
export * from './schemas/health.ts';
export * from './schemas/imports.ts';
export * from './schemas/integrations.ts';
export * from './schemas/jobs.ts';
export * from './schemas/lgpd.ts';
export * from './schemas/loyalty.ts';
export * from './schemas/marketing.ts';
export * from './schemas/offers.ts';
export * from './schemas/operations.ts';
export * from './schemas/partnerships.ts';
export * from './schemas/points.ts';
export * from './schemas/releases.ts';
export * from './schemas/reports.ts';
export * from './schemas/reports-liability.ts';
export * from './schemas/users.ts';
