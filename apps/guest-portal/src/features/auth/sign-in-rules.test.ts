import { describe, expect, it } from 'vitest';
import { checkSignIn } from './sign-in-rules.ts';

describe('checkSignIn', () => {
  it('asks for every missing field', () => {
    expect(checkSignIn({ reservation: ' ', arrivalDate: '', surname: '' })).toEqual({
      reservation: 'missing',
      arrivalDate: 'missing',
      surname: 'missing',
    });
  });

  it('accepts a reservation number', () => {
    expect(checkSignIn({ reservation: 'ESG1001', arrivalDate: '2026-11-21', surname: 'Nguyen' })).toEqual({});
  });

  it('checks an e-mail against the spec pattern', () => {
    const draft = { arrivalDate: '2026-11-21', surname: 'Nguyen' };
    expect(checkSignIn({ ...draft, reservation: 'guest@hotel' })).toEqual({ reservation: 'invalidEmail' });
    expect(checkSignIn({ ...draft, reservation: 'guest@hotel.c0m' })).toEqual({ reservation: 'invalidEmail' });
    expect(checkSignIn({ ...draft, reservation: 'guest@hotel.vn' })).toEqual({});
  });
});
