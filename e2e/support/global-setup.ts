import type { TestProject } from 'vitest/node';
import { createScratchPostgresDatabase } from '../../apps/server/src/testing/scratch-postgres';
import { startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/**
 * One server for the browser tests of a run: on a scratch database beside E2E_DATABASE_URL's when that is set
 * (CI: PostgreSQL, where the server answers faster than on the embedded PGlite and races are real), else on a
 * temporary PGlite as `npm start` runs. The files that start servers of their own (kill, data rights, responsible
 * play, SMS) keep PGlite either way.
 */
export default async function setup(project: TestProject) {
  const baseUrl = process.env.E2E_DATABASE_URL;
  const database = baseUrl ? await createScratchPostgresDatabase(baseUrl, 'chancepay_e2e') : undefined;
  const server = await startServer(database ? { DATABASE_URL: database.url } : {});
  project.provide('baseUrl', server.baseUrl);
  return async () => {
    await server.stop();
    await database?.drop();
  };
}
