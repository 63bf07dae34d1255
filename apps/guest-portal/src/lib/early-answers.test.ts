import type { EarlyAnswer } from '@portal/api-client/http-client';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetEarlyAnswers, takeEarlyAnswer } from './early-answers.ts';

const profile: EarlyAnswer = { status: 200, data: { firstName: 'Lan' } };

function sentEarly(url: string, csrfToken: string) {
  window.portalEarlyCalls = new Map([[url, { csrfToken, answer: Promise.resolve(profile) }]]);
}

describe('an answer the page asked for before the portal loaded', () => {
  afterEach(() => {
    delete window.portalEarlyCalls;
  });

  it('is taken once, by the call to its address with its token', async () => {
    sentEarly('/api/customer-flow/me', 'csrf-lan');
    expect(takeEarlyAnswer('/api/room-service/menu', 'csrf-lan')).toBeUndefined();
    await expect(takeEarlyAnswer('/api/customer-flow/me', 'csrf-lan')).resolves.toEqual(profile);
    // Asked again (a refresh after a change): from the hotel, not the early answer.
    expect(takeEarlyAnswer('/api/customer-flow/me', 'csrf-lan')).toBeUndefined();
  });

  it('is not taken with another token (the guest signed in anew meanwhile)', () => {
    sentEarly('/api/customer-flow/me', 'csrf-lan');
    expect(takeEarlyAnswer('/api/customer-flow/me', 'csrf-minh')).toBeUndefined();
    expect(takeEarlyAnswer('/api/customer-flow/me', 'csrf-lan')).toBeUndefined();
  });

  it('is forgotten once the first screen is drawn', () => {
    sentEarly('/api/customer-flow/me', 'csrf-lan');
    forgetEarlyAnswers();
    expect(takeEarlyAnswer('/api/customer-flow/me', 'csrf-lan')).toBeUndefined();
  });

  it('is none when the page sent no early calls (signed out, or a test)', () => {
    expect(takeEarlyAnswer('/api/customer-flow/me', 'csrf-lan')).toBeUndefined();
  });
});
