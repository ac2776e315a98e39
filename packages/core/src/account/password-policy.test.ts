import { describe, expect, it } from 'vitest';
import { checkPassword, checkRepeat, validateChangePassword, validateNewPassword } from './password-policy.js';

describe('checkPassword', () => {
  it('checks the rules in the order of spec 3 §5', () => {
    expect(checkPassword('')).toEqual({ kind: 'required' });
    expect(checkPassword('Ab1')).toEqual({ kind: 'too-short', min: 8 });
    expect(checkPassword('abcdefgh1')).toEqual({ kind: 'no-uppercase' });
    expect(checkPassword('Abcdefgh')).toEqual({ kind: 'no-digit' });
    expect(checkPassword('Tolkportal1')).toBeUndefined();
  });

  it('counts characters, not UTF-16 units, and takes Swedish capitals', () => {
    expect(checkPassword('Åäö1😀😀😀')).toEqual({ kind: 'too-short', min: 8 });
    expect(checkPassword('Öga12345')).toBeUndefined();
    expect(checkPassword('        ')).toEqual({ kind: 'no-uppercase' });
  });
});

describe('checkRepeat', () => {
  it('wants the repeat, and the same text', () => {
    expect(checkRepeat('Tolkportal1', '')).toEqual({ kind: 'required' });
    expect(checkRepeat('Tolkportal1', 'Tolkportal2')).toEqual({ kind: 'mismatch' });
    expect(checkRepeat('Tolkportal1', 'Tolkportal1')).toBeUndefined();
  });
});

describe('the forms', () => {
  it('reports every field at once', () => {
    expect(validateChangePassword({ currentPassword: '', newPassword: 'short', repeatPassword: 'other' })).toEqual({
      currentPassword: { kind: 'required' },
      newPassword: { kind: 'too-short', min: 8 },
      repeatPassword: { kind: 'mismatch' },
    });
    expect(validateNewPassword({ newPassword: 'Nytt1234', repeatPassword: 'Nytt1234' })).toEqual({
      newPassword: undefined,
      repeatPassword: undefined,
    });
  });
});
