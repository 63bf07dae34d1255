import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOTEL_KEY_HEADER } from '@portal/api-client/wire/api-paths';
import { demoStaffAccounts } from '../src/platform/sign-in/demo-staff.ts';
import { HOTEL_KEYS } from './test-server.ts';

const MAIN = path.resolve(import.meta.dirname, '../src/main.ts');

interface RunningApi {
  baseUrl: string;
  /** What the API printed on stdout (the announcement of `npm start`). */
  printed: () => string;
  stop: () => Promise<void>;
}

/** The real API entry (`npm start`'s) on a free port, over `dataDir`. */
async function startMain(dataDir: string, env: Record<string, string>): Promise<RunningApi> {
  const child = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      // The default passwords are tried on purpose, more than an address's failure budget.
      SIGN_IN_FAILURES_PER_CLIENT: '1000',
      ANNOUNCE_URL: 'http://localhost:8080/',
      ANNOUNCE_HOTEL: 'ESG',
      // The four starts share V8's compiled code (Node's compile cache): a fifth less CPU a start.
      NODE_COMPILE_CACHE: compileCache,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const baseUrl = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (listening?.[1]) resolve(listening[1]);
    });
    void exited.then(() => reject(new Error(`The API stopped: ${errors}`)));
  });
  // The announcement is printed once listening; wait for its last line.
  const deadline = Date.now() + 5_000;
  while (!out.includes('Stop with Ctrl+C') && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
  return {
    baseUrl,
    printed: () => out,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function staffSignIn(api: RunningApi, email: string, password: string) {
  const response = await fetch(`${api.baseUrl}/api/staff/session`, {
    method: 'POST',
    headers: { [HOTEL_KEY_HEADER]: HOTEL_KEYS.ESG, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return response.status;
}

const frontDesk = demoStaffAccounts('ESG').find((account) => account.role === 'front-desk');

let dataDir: string;
let compileCache: string;
beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'guest-api-demo-mode-'));
  compileCache = mkdtempSync(path.join(tmpdir(), 'guest-api-demo-mode-code-'));
});
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(compileCache, { recursive: true, force: true });
});

describe('demo mode (DEMO_DATA=1)', () => {
  it('without it, the API seeds nothing: no guest, no staff account, nothing printed', async () => {
    const api = await startMain(dataDir, {});
    try {
      expect(await staffSignIn(api, frontDesk?.email ?? '', frontDesk?.password ?? '')).toBe(401);
      expect(api.printed()).not.toContain('ESG100');
      expect(api.printed()).not.toContain('.demo');
      expect(api.printed()).not.toContain('one-time link');
    } finally {
      await api.stop();
    }
  }, 60_000);

  it('with it, the hotels get their demo guests and demo staff, printed by npm start', async () => {
    const api = await startMain(dataDir, { DEMO_DATA: '1' });
    try {
      expect(await staffSignIn(api, frontDesk?.email ?? '', frontDesk?.password ?? '')).toBe(200);
      expect(api.printed()).toContain(`${frontDesk?.email ?? ''}  ${frontDesk?.password ?? ''}`);
      expect(api.printed()).toContain('ESG1004');
    } finally {
      await api.stop();
    }
  }, 60_000);

  it("with DEMO_MAIL=1 and no SMTP_URL, the guests' e-mails go to a local catcher, read at /demo-mail/", async () => {
    const api = await startMain(dataDir, { DEMO_DATA: '1', DEMO_MAIL: '1' });
    try {
      expect(api.printed()).toContain('Demo e-mails');
      expect(api.printed()).toContain('http://localhost:8080/demo-mail/');
      // The demo's guests arriving within the week are invited at once: the sender hands each
      // invitation to the catcher within its first rounds.
      let page = '';
      const deadline = Date.now() + 15_000;
      while (!page.includes('check in online') && Date.now() < deadline) {
        page = await (await fetch(`${api.baseUrl}/demo-mail/`)).text();
        if (!page.includes('check in online'))
          await new Promise((resolve) => setTimeout(resolve, 200));
      }
      // The portal served is ESG's, where the links open: no other hotel's guest is invited.
      expect(page).not.toMatch(/VCT|EHH/);
      const first = /href="(\/demo-mail\/\d+)"/.exec(page)?.[1] ?? '/demo-mail/0';
      const mail = await fetch(`${api.baseUrl}${first}`);
      expect(mail.status).toBe(200);
      expect(await mail.text()).toMatch(/http:\/\/localhost:8080\/auth\?token=[\w-]+/);
    } finally {
      await api.stop();
    }
  }, 60_000);

  it('a demo database started without it keeps no account with its default password', async () => {
    const api = await startMain(dataDir, {});
    try {
      for (const account of demoStaffAccounts('ESG'))
        expect(await staffSignIn(api, account.email, account.password), account.email).toBe(401);
      expect(api.printed()).not.toContain('one-time link');
    } finally {
      await api.stop();
    }
  }, 60_000);
});
