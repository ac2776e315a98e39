import {
  CONTACT_CHANNELS,
  EMPTY_CONTACT_PERSON_FORM,
  FIELDS_BY_MODE,
  isContactPersonValid,
  toDraft,
  validateContactPerson,
  type ContactPersonField,
  type ContactPersonForm,
  type ContactPersonProblem,
  type ContactPersonValidation,
} from '@tolk/core';
import { action, computed, makeObservable, observable } from 'mobx';
import type { NewBookingContact } from './booking-contacts-store.js';

export const NEW_CONTACT_FIELDS: readonly ContactPersonField[] = FIELDS_BY_MODE.create;

/**
 * The booking form's add-contact dialog (spec 1 §2 screen 8, §5): the contact-person rules of the
 * core; a person with no e-mail, direct or mobile phone is refused with the fields named.
 */
export class NewContactStore {
  form: ContactPersonForm = EMPTY_CONTACT_PERSON_FORM;
  touched: ReadonlySet<ContactPersonField> = new Set();
  /** Set when saving found no way to reach the person. */
  missingChannel = false;

  constructor(
    readonly emailRequired: boolean,
    prefill: NewBookingContact | null = null,
  ) {
    if (prefill) {
      this.form = {
        firstName: prefill.firstName,
        lastName: prefill.lastName,
        title: prefill.title ?? '',
        email: prefill.email ?? '',
        phoneDirect: prefill.phoneDirect ?? '',
        phoneMobile: prefill.phoneMobile ?? '',
      };
    }
    makeObservable(this, {
      form: observable.ref,
      touched: observable.ref,
      missingChannel: observable,
      validation: computed,
      set: action,
      touch: action,
      submit: action,
    });
  }

  get validation(): ContactPersonValidation {
    return validateContactPerson(this.form, { mode: 'create', emailRequired: this.emailRequired });
  }

  problemOf(field: ContactPersonField): ContactPersonProblem | undefined {
    return this.touched.has(field) ? this.validation.problems[field] : undefined;
  }

  set(field: ContactPersonField, value: string): void {
    this.form = { ...this.form, [field]: value };
    if (CONTACT_CHANNELS.includes(field as (typeof CONTACT_CHANNELS)[number]) && value.trim() !== '') this.missingChannel = false;
  }

  touch(field: ContactPersonField): void {
    this.touched = new Set([...this.touched, field]);
  }

  /** The person to add (trimmed, empty as null), or null with every problem shown. */
  submit(): NewBookingContact | null {
    this.touched = new Set(NEW_CONTACT_FIELDS);
    this.missingChannel = this.validation.missingChannel;
    if (!isContactPersonValid(this.validation)) return null;
    const d = toDraft(this.form, null);
    return {
      firstName: d.firstName,
      lastName: d.lastName,
      title: d.title,
      email: d.email,
      phoneDirect: d.phoneDirect,
      phoneMobile: d.phoneMobile,
    };
  }
}
