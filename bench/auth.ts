// Login and an authenticated settings call under load against the built server (SQLite, one process).
// Prints requests/s and latency percentiles; asserts nothing.

import { api, type LoginResponse } from '@kaiwa/contract';
import autocannon from 'autocannon';
import { postJson, rssMiB, startBuiltServer } from './support';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);

async function main() {
  // Login is rate limited per client IP; trusting X-Forwarded-For lets the load come from many "clients".
  const server = await startBuiltServer({ TRUST_PROXY: 'true' });
  try {
    const email = 'bench@example.com';
    const password = 'a long bench password';
    await postJson(`${server.baseUrl}/api${api.registerNative.path}`, { email, alias: 'ベンチ', password });
    const { user } = await postJson<LoginResponse>(`${server.baseUrl}/api${api.nativeLogin.path}`, {
      email,
      password,
    });

    let client = 0;
    const login = await autocannon({
      url: `${server.baseUrl}/api${api.nativeLogin.path}`,
      method: 'POST',
      connections: 8,
      duration: DURATION_S,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
      requests: [
        {
          setupRequest: (request) => {
            client += 1;
            return {
              ...request,
              headers: {
                ...request.headers,
                'x-forwarded-for': `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`,
              },
            };
          },
        },
      ],
    });
    const settings = await autocannon({
      url: `${server.baseUrl}/api${api.getSpeed.path}`,
      connections: 16,
      duration: DURATION_S,
      headers: { authorization: `Bearer ${user.auth_token}`, 'x-user-id': user.user_id },
    });
    const row = (name: string, result: autocannon.Result) =>
      `${name.padEnd(28)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   non-2xx ${result.non2xx}`;
    console.log(`\nAuth benchmark (${DURATION_S}s each, built server on SQLite)`);
    console.log(row('POST native-login (argon2id)', login));
    console.log(row('GET account/getSpeed', settings));
    console.log(`server RSS after load: ${rssMiB(server.process.pid ?? 0).toFixed(0)} MiB`);
  } finally {
    await server.stop();
  }
}

await main();
