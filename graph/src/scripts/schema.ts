/** `write` emits schema.graphql from the resolvers; `check` fails when the committed file differs. */
import 'reflect-metadata';
import { readFile, writeFile } from 'node:fs/promises';
import { createMemoryPubSub } from '../platform/events.js';
import { createSchema, printSortedSchema } from '../schema.js';

const FILE = 'schema.graphql';
const mode = process.argv[2];
const sdl = printSortedSchema(await createSchema(createMemoryPubSub()));

if (mode === 'write') {
  await writeFile(FILE, sdl);
  console.log(`wrote ${FILE}`);
} else if (mode === 'check') {
  const committed = await readFile(FILE, 'utf8').catch(() => '');
  if (committed !== sdl) {
    console.error(`${FILE} is out of date with the resolvers: run \`npm run fix:schema\` and commit it.`);
    process.exit(1);
  }
  console.log(`${FILE} matches the resolvers`);
} else {
  console.error('usage: schema <write|check>');
  process.exit(2);
}
