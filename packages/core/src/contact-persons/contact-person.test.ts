import { describe, expect, it } from 'vitest';
import { displayName, formAsSaved, sortContactPersons, validateContactPerson, type ContactPerson } from './contact-person.js';
import { SaveContactPerson, type ContactPersonRegister } from './register.js';
import type { ContactPersonDraft } from './contact-person.js';

const person = (overrides: Partial<ContactPerson> = {}): ContactPerson => ({
  id: 'p1',
  firstName: 'Åsa',
  lastName: 'Öberg',
  title: 'Kurator',
  email: 'asa@example.se',
  phoneDirect: null,
  phoneMobile: null,
  ...overrides,
});

describe('contact persons', () => {
  it('shows first and last name and " - title"', () => {
    expect(displayName(person())).toBe('Åsa Öberg - Kurator');
    expect(displayName(person({ title: null }))).toBe('Åsa Öberg');
  });

  it('sorts in Swedish order: å, ä, ö after z', () => {
    const names = sortContactPersons([
      person({ id: '1', firstName: 'Örjan' }),
      person({ id: '2', firstName: 'Zara' }),
      person({ id: '3', firstName: 'Anna' }),
      person({ id: '4', firstName: 'Åsa' }),
    ]).map((p) => p.firstName);
    expect(names).toEqual(['Anna', 'Zara', 'Åsa', 'Örjan']);
  });

  it('wants an e-mail when the profile asks for one, and says which rule a field breaks', () => {
    const form = { firstName: '', lastName: 'B', title: '', email: '', phoneDirect: '08-12 34 (5)', phoneMobile: 'abc' };
    expect(validateContactPerson(form, { mode: 'create', emailRequired: true })).toEqual({
      problems: { firstName: { kind: 'required' }, email: { kind: 'required' }, phoneMobile: { kind: 'invalid-phone' } },
      missingChannel: false,
    });
    expect(validateContactPerson({ ...form, email: 'nope' }, { mode: 'edit', emailRequired: false }).problems).toEqual({
      email: { kind: 'invalid-email' },
      phoneMobile: { kind: 'invalid-phone' },
    });
  });
});

class RecordingRegister implements ContactPersonRegister {
  readonly saved: ContactPersonDraft[] = [];
  list = async () => [];
  save = async (draft: ContactPersonDraft) => {
    this.saved.push(draft);
    return { kind: 'saved' as const, id: draft.id ?? 'new' };
  };
  remove = async () => ({ kind: 'deleted' as const });
}

describe('SaveContactPerson', () => {
  it('creates with empty fields as null', async () => {
    const register = new RecordingRegister();
    const outcome = await new SaveContactPerson(register).execute(
      { firstName: ' Åsa ', lastName: 'Öberg', title: ' ', email: '', phoneDirect: '', phoneMobile: '070-123 45 67' },
      { mode: 'create', emailRequired: false },
      null,
    );
    expect(outcome).toEqual({ kind: 'saved', id: 'new' });
    expect(register.saved).toEqual([
      {
        id: null,
        firstName: 'Åsa',
        lastName: 'Öberg',
        title: null,
        email: null,
        phoneDirect: null,
        phoneMobile: '070-123 45 67',
      },
    ]);
  });

  it('edits only e-mail and phones, keeping names and title', async () => {
    const register = new RecordingRegister();
    await new SaveContactPerson(register).execute(
      { firstName: 'X', lastName: 'Y', title: 'Z', email: 'ny@example.se', phoneDirect: '08-1', phoneMobile: '' },
      { mode: 'edit', emailRequired: false },
      person(),
    );
    expect(register.saved).toEqual([
      {
        id: 'p1',
        firstName: 'Åsa',
        lastName: 'Öberg',
        title: 'Kurator',
        email: 'ny@example.se',
        phoneDirect: '08-1',
        phoneMobile: null,
      },
    ]);
  });

  it('saves nothing without a channel and says so', async () => {
    const register = new RecordingRegister();
    const outcome = await new SaveContactPerson(register).execute(
      { firstName: 'Åsa', lastName: 'Öberg', title: '', email: ' ', phoneDirect: '', phoneMobile: '' },
      { mode: 'create', emailRequired: false },
      null,
    );
    expect(outcome).toEqual({ kind: 'invalid-form', validation: { problems: {}, missingChannel: true } });
    expect(register.saved).toEqual([]);
  });
});

describe('formAsSaved', () => {
  const form = { firstName: 'Ny', lastName: 'Namn', title: 'Ny titel', email: 'a@example.se', phoneDirect: '', phoneMobile: '' };
  const edited: ContactPerson = {
    id: 'p1',
    firstName: 'Anna',
    lastName: 'Berg',
    title: null,
    email: null,
    phoneDirect: null,
    phoneMobile: null,
  };

  it('keeps the names and title of the person edited, and the rest from the form', () => {
    expect(formAsSaved(form, edited)).toEqual({ ...form, firstName: 'Anna', lastName: 'Berg', title: '' });
  });

  it('is the form itself for a new person', () => {
    expect(formAsSaved(form, null)).toBe(form);
  });
});
