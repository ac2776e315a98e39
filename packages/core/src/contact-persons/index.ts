export * from './contact-person.js';
export * from './register.js';
