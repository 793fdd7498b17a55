/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as v from 'valibot';
import { AppConfigSchema } from '@portal/shared/config';
import { thirdPartyOriginsFromEnv } from '@portal/shared/build/runtime-config';
import { edgeOptionsFromEnv } from './config';

const KEY = '0123456789abcdef0123456789abcdef';
let distDir: string;

beforeAll(() => {
  distDir = mkdtempSync(join(tmpdir(), 'host-dist-'));
});
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

const appConfigFrom = (env: NodeJS.ProcessEnv) => edgeOptionsFromEnv(env, distDir).appConfig;

describe('third-party configuration from the environment', () => {
  it('configures no third-party script when no variable is set', () => {
    const appConfig = appConfigFrom({});
    expect(appConfig.thirdParty).toEqual({});
    expect(v.is(AppConfigSchema, appConfig)).toBe(true);
  });

  it('passes every key and URL to the browser apps, with the events per session as a number', () => {
    const appConfig = appConfigFrom({
      TAG_MANAGER_DEFAULT_ID: 'GTM-DEFAULT1',
      TAG_MANAGER_URL: 'https://www.googletagmanager.com',
      ACCESSIBILITY_WIDGET_URL: 'https://accesibilidad.example.cl/widget.js',
      BUGSNAG_API_KEY: KEY,
      BUGSNAG_NOTIFY_ENDPOINT: 'http://127.0.0.1:9999/notify',
      BUGSNAG_SESSIONS_ENDPOINT: 'http://127.0.0.1:9999/sessions',
      BUGSNAG_MAX_EVENTS: '25',
      BUGSNAG_PERFORMANCE_API_KEY: KEY,
      BUGSNAG_PERFORMANCE_ENDPOINT: 'http://127.0.0.1:9999/v1/traces',
    });
    expect(appConfig.thirdParty).toEqual({
      tagManagerDefaultId: 'GTM-DEFAULT1',
      tagManagerUrl: 'https://www.googletagmanager.com',
      accessibilityWidgetUrl: 'https://accesibilidad.example.cl/widget.js',
      bugsnagApiKey: KEY,
      bugsnagNotifyEndpoint: 'http://127.0.0.1:9999/notify',
      bugsnagSessionsEndpoint: 'http://127.0.0.1:9999/sessions',
      bugsnagMaxEvents: 25,
      performanceApiKey: KEY,
      performanceEndpoint: 'http://127.0.0.1:9999/v1/traces',
    });
    expect(v.is(AppConfigSchema, appConfig)).toBe(true);
  });

  it('refuses to start with only one of the two error-reporter endpoints', () => {
    expect(() => appConfigFrom({ BUGSNAG_NOTIFY_ENDPOINT: 'http://127.0.0.1:9999/notify' })).toThrow(
      'BUGSNAG_NOTIFY_ENDPOINT y BUGSNAG_SESSIONS_ENDPOINT van juntas',
    );
  });

  it('refuses to start with events per session that are not a whole number', () => {
    expect(() => appConfigFrom({ BUGSNAG_MAX_EVENTS: 'diez' })).toThrow('BUGSNAG_MAX_EVENTS debe ser un entero');
  });

  it('lists the origins scripts load from and the origins reports are sent to, for the CSP', () => {
    expect(thirdPartyOriginsFromEnv({})).toEqual({ script: [], connect: [] });
    expect(
      thirdPartyOriginsFromEnv({
        TAG_MANAGER_URL: 'https://www.googletagmanager.com/',
        ACCESSIBILITY_WIDGET_URL: 'https://accesibilidad.example.cl/widget.js',
        BUGSNAG_API_KEY: KEY,
        BUGSNAG_NOTIFY_ENDPOINT: 'http://127.0.0.1:9999/notify',
        BUGSNAG_SESSIONS_ENDPOINT: 'http://127.0.0.1:9999/sessions',
        BUGSNAG_PERFORMANCE_API_KEY: KEY,
      }),
    ).toEqual({
      script: ['https://www.googletagmanager.com', 'https://accesibilidad.example.cl'],
      connect: ['http://127.0.0.1:9999', 'https://otlp.bugsnag.com'],
    });
  });
});
