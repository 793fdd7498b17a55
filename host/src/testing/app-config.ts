import type { AppConfig } from '@portal/shared/config';

/** The app configuration of a production build, for tests; override what a test is about. */
export function testAppConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    apiBaseUrl: '/api/',
    searchServiceUrl: '/api/search-service/',
    helpCenterUrl: '/page/centro-de-ayuda',
    mainSiteUrl: 'https://empleos.example.cl/',
    productName: 'Portal de Empleo',
    environment: 'production',
    version: '0.1.0',
    ...overrides,
  };
}
