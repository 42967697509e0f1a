/**
 * Runs before each test file of the integration project: the file gets a database of its own,
 * copied from the run's template, and drops it after its last test. Hooks run in reverse order of
 * registration, and this one is registered first: it runs after every hook of the file, once the
 * file's apps have closed their connections.
 */
import { afterAll } from 'vitest';
import { createFileDatabase, dropFileDatabase } from './file-database.js';

await createFileDatabase();

afterAll(async () => {
  await dropFileDatabase();
});
