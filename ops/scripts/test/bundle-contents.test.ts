import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { consoleLeaksIn } from '../src/bundle-budget.ts';

const dist = mkdtempSync(path.join(tmpdir(), 'guest-bundle-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

function bundleHolding(file: string, text: string): string {
  const folder = path.join(dist, path.basename(file, path.extname(file)));
  mkdirSync(path.join(folder, 'assets'), { recursive: true });
  writeFileSync(path.join(folder, 'index.html'), '<!doctype html><title>ESG Hotel Saigon</title>');
  writeFileSync(path.join(folder, 'assets', file), text);
  return folder;
}

describe('the guest bundle holds nothing of the staff console', () => {
  it("fires on a staff call's path in a guest chunk, naming the file", () => {
    const folder = bundleHolding('index-a1.js', 'const r={path:"/staff/accounts",method:"GET"};');
    expect(consoleLeaksIn(folder)).toEqual([
      'assets/index-a1.js holds the staff console\'s "/staff/accounts"',
    ]);
  });

  it("fires on a console screen's text, in either language", () => {
    const folder = bundleHolding('sign-in-b2.js', 'const t={title:"Đăng nhập trang nhân viên"};');
    expect(consoleLeaksIn(folder)).toEqual([
      'assets/sign-in-b2.js holds the staff console\'s "Đăng nhập trang nhân viên"',
    ]);
  });

  it("stays quiet on a guest bundle, the staff refusal texts of the portal's catalogue included", () => {
    const folder = bundleHolding(
      'home-c3.js',
      'const e={STAFF_UNAUTHENTICATED:"Please sign in to the staff console again"};fetch("/api/session")',
    );
    expect(consoleLeaksIn(folder)).toEqual([]);
  });
});
