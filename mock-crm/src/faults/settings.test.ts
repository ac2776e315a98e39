import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../config.js';
import { NO_FAULTS, faultSettingsFromEnv, faultSettingsUpdate } from './settings.js';

describe('fault settings from the environment', () => {
  it('means no faults when no MOCK_CRM_FAULT_* is set, or set empty', () => {
    expect(configFromEnv({}).faults).toEqual(NO_FAULTS);
    expect(configFromEnv({ MOCK_CRM_FAULT_LATENCY_MS: '', MOCK_CRM_FAULT_5XX_RATE: ' ' }).faults).toEqual(NO_FAULTS);
  });

  it('reads every kind', () => {
    const config = configFromEnv({
      MOCK_CRM_FAULT_LATENCY_MS: '250',
      MOCK_CRM_FAULT_5XX_RATE: '0.25',
      MOCK_CRM_FAULT_CRM_UNRESPONSIVE: '3',
      MOCK_CRM_FAULT_BILLING_UNRESPONSIVE: '2',
      MOCK_CRM_FAULT_FAIL_CREATE_ORDER: '1',
      MOCK_CRM_FAULT_SLOT_TAKEN: ' 4 ',
      MOCK_CRM_FAULT_FAIL_RATE_ORDER: '2',
      MOCK_CRM_FAULT_RATE_ORDER_NOT_SAVED: '1',
      MOCK_CRM_FAULT_FAIL_CREATE_DEVIATION: '3',
    });
    expect(config.faults).toEqual({
      latencyMs: 250,
      serverErrorRate: 0.25,
      crmUnresponsive: 3,
      billingUnresponsive: 2,
      failCreateOrder: 1,
      directOrderSlotTaken: 4,
      failRateOrder: 2,
      rateOrderNotSaved: 1,
      failCreateDeviation: 3,
    });
  });

  it.each([
    ['MOCK_CRM_FAULT_5XX_RATE', '1.5', 'MOCK_CRM_FAULT_5XX_RATE must be a number from 0 to 1, got "1.5"'],
    ['MOCK_CRM_FAULT_5XX_RATE', '50%', 'MOCK_CRM_FAULT_5XX_RATE must be a number from 0 to 1, got "50%"'],
    [
      'MOCK_CRM_FAULT_LATENCY_MS',
      '-5',
      'MOCK_CRM_FAULT_LATENCY_MS must be a whole number of milliseconds from 0 to 600000, got "-5"',
    ],
    [
      'MOCK_CRM_FAULT_LATENCY_MS',
      '2s',
      'MOCK_CRM_FAULT_LATENCY_MS must be a whole number of milliseconds from 0 to 600000, got "2s"',
    ],
    [
      'MOCK_CRM_FAULT_LATENCY_MS',
      '600001',
      'MOCK_CRM_FAULT_LATENCY_MS must be a whole number of milliseconds from 0 to 600000, got "600001"',
    ],
    ['MOCK_CRM_FAULT_CRM_UNRESPONSIVE', 'many', 'MOCK_CRM_FAULT_CRM_UNRESPONSIVE must be a whole number ≥ 0, got "many"'],
    ['MOCK_CRM_FAULT_SLOT_TAKEN', '1.5', 'MOCK_CRM_FAULT_SLOT_TAKEN must be a whole number ≥ 0, got "1.5"'],
    ['MOCK_CRM_FAULT_FAIL_CREATE_ORDER', '-1', 'MOCK_CRM_FAULT_FAIL_CREATE_ORDER must be a whole number ≥ 0, got "-1"'],
  ])('refuses %s=%s at start, naming the variable', (name, value, message) => {
    expect(faultSettingsFromEnv({ [name]: value })).toEqual({ ok: false, message });
    expect(() => configFromEnv({ [name]: value })).toThrow(message);
  });
});

describe('a fault settings update', () => {
  it('takes any subset of the settings', () => {
    expect(faultSettingsUpdate({})).toEqual({ ok: true, value: {} });
    expect(faultSettingsUpdate({ latencyMs: 10, serverErrorRate: 1 })).toEqual({
      ok: true,
      value: { latencyMs: 10, serverErrorRate: 1 },
    });
  });

  it('refuses what is not an object, unknown names and bad values, saying why', () => {
    expect(faultSettingsUpdate([1])).toMatchObject({ ok: false, message: expect.stringMatching(/JSON object/) });
    expect(faultSettingsUpdate({ latency: 10 })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^unknown fault setting "latency"; known: latencyMs, serverErrorRate/),
    });
    expect(faultSettingsUpdate({ crmUnresponsive: '3' })).toEqual({
      ok: false,
      message: 'crmUnresponsive must be a whole number ≥ 0, got "3"',
    });
    expect(faultSettingsUpdate({ serverErrorRate: -0.1 })).toEqual({
      ok: false,
      message: 'serverErrorRate must be a number from 0 to 1, got -0.1',
    });
  });
});
