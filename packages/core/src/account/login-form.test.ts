import { describe, expect, it } from 'vitest';
import { isValid } from '../validation/problems.js';
import { LOGIN_LIMITS, validateLogin, type LoginForm } from './login-form.js';

const form = (overrides: Partial<LoginForm> = {}): LoginForm => ({
  customerNumber: '1001',
  password: 'Tolkportal1',
  ...overrides,
});

describe('validateLogin', () => {
  it('accepts a numeric customer number and a password of eight characters', () => {
    const problems = validateLogin(form({ password: '12345678' }));
    expect(problems).toEqual({ customerNumber: undefined, password: undefined });
    expect(isValid(problems)).toBe(true);
  });

  it('requires the customer number, also when it is only blanks', () => {
    expect(validateLogin(form({ customerNumber: '' })).customerNumber).toEqual({ kind: 'required' });
    expect(validateLogin(form({ customerNumber: '   ' })).customerNumber).toEqual({ kind: 'required' });
  });

  it('wants the customer number to be digits only', () => {
    for (const customerNumber of ['abc', '10a1', '10 01', '-1001', '1.5', '١٢٣']) {
      expect(validateLogin(form({ customerNumber })).customerNumber, customerNumber).toEqual({ kind: 'not-numeric' });
    }
  });

  it('accepts blanks around a numeric customer number', () => {
    expect(validateLogin(form({ customerNumber: ' 1001 ' })).customerNumber).toBeUndefined();
  });

  it('allows at most 300 characters in the customer number', () => {
    expect(LOGIN_LIMITS.customerNumberMaxLength).toBe(300);
    expect(validateLogin(form({ customerNumber: '1'.repeat(300) })).customerNumber).toBeUndefined();
    expect(validateLogin(form({ customerNumber: '1'.repeat(301) })).customerNumber).toEqual({ kind: 'too-long', max: 300 });
  });

  it('reports only the first failing rule: required, then numeric, then length', () => {
    expect(validateLogin(form({ customerNumber: 'x'.repeat(301) })).customerNumber).toEqual({ kind: 'not-numeric' });
    expect(validateLogin(form({ password: '' })).password).toEqual({ kind: 'required' });
  });

  it('wants a password of at least eight characters', () => {
    expect(LOGIN_LIMITS.passwordMinLength).toBe(8);
    expect(validateLogin(form({ password: 'Short12' })).password).toEqual({ kind: 'too-short', min: 8 });
    expect(validateLogin(form({ password: '        ' })).password).toEqual({ kind: 'required' });
  });

  it('reports both fields at once', () => {
    const problems = validateLogin({ customerNumber: '', password: 'abc' });
    expect(problems).toEqual({ customerNumber: { kind: 'required' }, password: { kind: 'too-short', min: 8 } });
    expect(isValid(problems)).toBe(false);
  });
});
