import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

// Audits that report findings still open (accessibility): same stack and browser as the e2e suite.
export default defineConfig({ ...base, testDir: 'audit', testMatch: '**/*.audit.ts', retries: 0 });
