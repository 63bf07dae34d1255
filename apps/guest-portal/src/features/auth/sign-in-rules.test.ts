import { describe, expect, it } from 'vitest';
import { checkSignIn, signInBody } from './sign-in-rules.ts';

const filled = {
  reservation: 'ESG1001',
  arrivalDate: '2026-11-21',
  surname: 'Nguyen',
  givenName: '',
};

describe('checkSignIn', () => {
  it('asks for every missing field', () => {
    expect(checkSignIn({ reservation: ' ', arrivalDate: '', surname: '', givenName: '' })).toEqual({
      reservation: 'missing',
      arrivalDate: 'missing',
      surname: 'missing',
    });
  });

  it('accepts a reservation number', () => {
    expect(checkSignIn(filled)).toEqual({});
  });

  it('checks an e-mail against the contract pattern', () => {
    expect(checkSignIn({ ...filled, reservation: 'guest@hotel' })).toEqual({
      reservation: 'invalidEmail',
    });
    expect(checkSignIn({ ...filled, reservation: 'guest@hotel.c0m' })).toEqual({
      reservation: 'invalidEmail',
    });
    expect(checkSignIn({ ...filled, reservation: 'guest@hotel.vn' })).toEqual({});
  });

  it('asks for the given name once the hotel needs it to tell guests sharing a surname apart', () => {
    expect(checkSignIn({ ...filled, givenName: ' ' }, { askGivenName: true })).toEqual({
      givenName: 'missing',
    });
    expect(checkSignIn({ ...filled, givenName: 'Anna' }, { askGivenName: true })).toEqual({});
  });
});

describe('signInBody', () => {
  it('sends what was typed, trimmed, and the given name only when there is one', () => {
    expect(signInBody({ ...filled, reservation: ' ESG1003 ', surname: ' Schmidt ' })).toEqual({
      reservation: 'ESG1003',
      arrivalDate: '2026-11-21',
      surname: 'Schmidt',
    });
    expect(signInBody({ ...filled, surname: 'Schmidt', givenName: ' Anna ' })).toEqual({
      reservation: 'ESG1001',
      arrivalDate: '2026-11-21',
      surname: 'Schmidt',
      givenName: 'Anna',
    });
  });
});
