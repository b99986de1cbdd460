/** Where the e2e run's data service keeps evidence files (playwright.config.ts sets STORAGE_DIR; specs read them). */
export const E2E_STORAGE_DIR = '.data/e2e-files';
