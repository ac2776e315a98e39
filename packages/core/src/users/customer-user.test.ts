import { describe, expect, it } from 'vitest';
import {
  EMPTY_CUSTOMER_USER_FORM,
  initialsOf,
  sortCustomerUsers,
  validateCustomerUser,
  type CustomerUser,
  type CustomerUserForm,
} from './customer-user.js';
import { SaveCustomerUser, type CustomerUserRegister } from './register.js';

const admin: CustomerUser = {
  id: 'u1',
  name: 'Åsa Berg',
  email: 'asa.berg@example.se',
  phone: '08-123 45 67',
  type: 'administrator',
};
const orderer: CustomerUser = { id: 'u2', name: 'Adam Ek', email: 'adam.ek@example.se', phone: '070-111 22 33', type: 'orderer' };
const valid: CustomerUserForm = {
  name: 'Karin Lind',
  email: 'karin.lind@example.se',
  phone: '+46 (0)70-123 45 67',
  type: 'orderer',
};

describe('validateCustomerUser', () => {
  it('wants every field, each problem the first of its field in order', () => {
    expect(validateCustomerUser(EMPTY_CUSTOMER_USER_FORM, [admin])).toEqual({
      name: { kind: 'required' },
      email: { kind: 'required' },
      phone: { kind: 'required' },
      type: { kind: 'required' },
    });
    expect(validateCustomerUser({ ...valid, name: '   ' }, [admin])).toEqual({ name: { kind: 'required' } });
    expect(validateCustomerUser(valid, [admin])).toEqual({});
  });

  it('limits lengths, checks the e-mail and the contact number', () => {
    expect(validateCustomerUser({ ...valid, name: 'x'.repeat(301) }, [admin]).name).toEqual({ kind: 'too-long', max: 300 });
    expect(validateCustomerUser({ ...valid, email: `${'x'.repeat(300)}@a.se` }, [admin]).email).toEqual({
      kind: 'too-long',
      max: 300,
    });
    expect(validateCustomerUser({ ...valid, email: 'karin@' }, [admin]).email).toEqual({ kind: 'invalid-email' });
    expect(validateCustomerUser({ ...valid, phone: '1'.repeat(31) }, [admin]).phone).toEqual({ kind: 'too-long', max: 30 });
    expect(validateCustomerUser({ ...valid, phone: '08-ABC' }, [admin]).phone).toEqual({ kind: 'invalid-phone' });
    expect(validateCustomerUser({ ...valid, phone: '()+-' }, [admin]).phone).toEqual({ kind: 'invalid-phone' });
  });

  it("refuses another user's e-mail (any case) and a change that leaves no administrator", () => {
    expect(validateCustomerUser({ ...valid, email: ' ASA.Berg@example.se ' }, [admin]).email).toEqual({ kind: 'email-taken' });
    expect(validateCustomerUser({ ...valid, type: 'orderer' }, [orderer]).type).toEqual({ kind: 'last-administrator' });
    expect(validateCustomerUser({ ...valid, type: 'administrator' }, [orderer]).type).toBeUndefined();
  });
});

describe('the list and the avatar', () => {
  it('sorts by name in Swedish order', () => {
    const zoe = { ...orderer, id: 'u3', name: 'Zoe Holm' };
    const ola = { ...orderer, id: 'u4', name: 'Ölund Ola' };
    expect(sortCustomerUsers([ola, admin, zoe, orderer]).map((u) => u.name)).toEqual([
      'Adam Ek',
      'Zoe Holm',
      'Åsa Berg',
      'Ölund Ola',
    ]);
  });

  it('takes initials from the first and last word', () => {
    expect(initialsOf('Stockholms stad – Socialtjänsten Norrmalm')).toBe('SN');
    expect(initialsOf('åsa')).toBe('Å');
    expect(initialsOf('  ')).toBe('');
  });
});

describe('SaveCustomerUser', () => {
  class MemoryRegister implements CustomerUserRegister {
    saved: unknown[] = [];
    async list() {
      return [admin, orderer];
    }
    async save(draft: Parameters<CustomerUserRegister['save']>[0]) {
      this.saved.push(draft);
      return { kind: 'saved' as const, id: draft.id ?? 'new' };
    }
  }

  it('saves a trimmed draft, checked against the other users; an edit keeps its own e-mail', async () => {
    const register = new MemoryRegister();
    const save = new SaveCustomerUser(register);
    expect(await save.execute({ ...valid, name: ' Karin Lind ' }, [admin, orderer], null)).toEqual({ kind: 'saved', id: 'new' });
    expect(register.saved).toEqual([{ id: null, name: 'Karin Lind', email: valid.email, phone: valid.phone, type: 'orderer' }]);
    expect(await save.execute({ ...valid, email: admin.email, type: 'administrator' }, [admin, orderer], admin)).toEqual({
      kind: 'saved',
      id: 'u1',
    });
    expect(await save.execute({ ...valid, type: 'orderer' }, [admin, orderer], admin)).toEqual({
      kind: 'invalid-form',
      problems: { type: { kind: 'last-administrator' } },
    });
    expect(register.saved).toHaveLength(2);
  });
});
