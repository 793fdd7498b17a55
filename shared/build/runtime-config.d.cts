import type { AppConfig } from '../src/config';

export declare const REMOTES: Record<string, { urlVar: string; portVar: string; port: number }>;
export declare const HOST_PORT: number;
export declare function remotesFromEnv(env?: NodeJS.ProcessEnv): Record<string, string>;
export declare function appConfigFromEnv(
  env?: NodeJS.ProcessEnv,
  options?: { version?: string; environment?: AppConfig['environment'] },
): AppConfig;
export declare function apiUrlFromEnv(env?: NodeJS.ProcessEnv): string;
/** Origins of the configured third-party scripts (script-src) and of where the reporters send (connect-src). */
export declare function thirdPartyOriginsFromEnv(env?: NodeJS.ProcessEnv): { script: string[]; connect: string[] };
