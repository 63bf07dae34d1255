import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import { describe, expect, it, vi } from 'vitest';
import { axiosXhrOnlyPlugin } from './axios-xhr-only-plugin.ts';

const ADAPTERS = '/repo/node_modules/axios/lib/adapters/adapters.js';

type Hook = (this: unknown, ...args: unknown[]) => unknown;
function hook(plugin: Plugin, name: 'resolveId' | 'load' | 'buildEnd', context: unknown = {}) {
  const handler = plugin[name] as Hook | { handler: Hook };
  const run = typeof handler === 'function' ? handler : handler.handler;
  return (...args: unknown[]) => run.call(context, ...args);
}

describe("the build's axios without its fetch adapter", () => {
  it("gives axios's adapters a fetch adapter that is never taken, and leaves every other import alone", async () => {
    const plugin = axiosXhrOnlyPlugin();
    const stub = hook(plugin, 'resolveId')('./fetch.js', ADAPTERS);
    expect(stub).toEqual(expect.any(String));
    expect(hook(plugin, 'resolveId')('./xhr.js', ADAPTERS)).toBeNull();
    expect(hook(plugin, 'resolveId')('./fetch.js', '/repo/src/lib/fetch-user.ts')).toBeNull();
    const code = hook(plugin, 'load')(stub) as string;
    const url = `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`;
    const fetchAdapter = (await import(/* @vite-ignore */ url)) as { getFetch: () => unknown };
    expect(fetchAdapter.getFetch()).toBe(false);
  });

  it('fails the build when axios no longer imports its fetch adapter that way', () => {
    const plugin = axiosXhrOnlyPlugin();
    const error = vi.fn();
    hook(plugin, 'resolveId')('./xhr.js', ADAPTERS);
    hook(plugin, 'buildEnd', { error })();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('update axiosXhrOnlyPlugin'));
  });

  it('applies to the axios installed here', () => {
    const axiosEntry = createRequire(import.meta.url).resolve('axios');
    const adapters = readFileSync(
      path.join(path.dirname(axiosEntry), '../../lib/adapters/adapters.js'),
      'utf8',
    );
    expect(adapters).toMatch(/from '\.\/fetch\.js'/);
  });
});
