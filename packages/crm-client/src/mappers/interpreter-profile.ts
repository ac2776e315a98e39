import type { InterpreterProfile } from '@tolk/core';
import type { InterpreterProfileWire } from '@tolk/crm-contract';

/** The interpreter's profile (GetInterpreter, UpdateInterpreterPhone). */
export const toInterpreterProfile = (wire: InterpreterProfileWire): InterpreterProfile => ({
  number: wire.InterpreterNumber,
  firstName: wire.FirstName,
  lastName: wire.LastName,
  email: wire.Email,
  mobile: wire.PhoneNumberMobile,
  competenceLevel: wire.CompetenceLevel,
  languages: wire.Skills.map((skill) => skill.SkillName),
});
