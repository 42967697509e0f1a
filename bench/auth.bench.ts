/**
 * argon2id cost here, and sign-ins per second the server sustains (each one an argon2id verify
 * plus a session insert). Run: npm run bench:auth
 */
import { hashPassword, verifyPassword } from '../graph/src/modules/auth/password.js';
import { summarise, withBenchApp } from './harness.js';

const hashSamples: number[] = [];
let hash = '';
for (let i = 0; i < 20; i += 1) {
  const start = performance.now();
  hash = await hashPassword(`bench-password-${i}`);
  hashSamples.push(performance.now() - start);
}
console.log(summarise('argon2id hash (19 MiB, t=2, p=1)', hashSamples));
const verifySamples: number[] = [];
for (let i = 0; i < 20; i += 1) {
  const start = performance.now();
  await verifyPassword(hash, 'bench-password-19');
  verifySamples.push(performance.now() - start);
}
console.log(summarise('argon2id verify', verifySamples));

process.env.AUTH_LOGIN_PER_ACCOUNT = '1000000';
process.env.AUTH_LOGIN_PER_IP = '1000000';
process.env.AUTH_LOGIN_PER_ACCOUNT_DAY = '1000000';
process.env.AUTH_REGISTER_PER_IP = '1000000';

await withBenchApp(async (baseUrl) => {
  const post = (path: string, body: unknown) =>
    fetch(`${baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const accounts = Array.from({ length: 16 }, (_, i) => ({ email: `bench${i}@example.test`, password: 'bench-passphrase' }));
  for (const account of accounts) await post('/api/register', account);

  for (const concurrency of [1, 4, 16]) {
    const seconds = 10;
    const deadline = performance.now() + seconds * 1000;
    const latencies: number[] = [];
    let failures = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async (_, worker) => {
        while (performance.now() < deadline) {
          const start = performance.now();
          const response = await post('/api/login', accounts[worker % accounts.length]);
          await response.arrayBuffer();
          if (response.status === 200) latencies.push(performance.now() - start);
          else failures += 1;
        }
      }),
    );
    console.log(`${summarise(`logins, concurrency ${concurrency}`, latencies)}  => ${(latencies.length / seconds).toFixed(1)} logins/s, ${failures} failed`);
  }
});
