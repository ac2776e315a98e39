export * from './articles.js';
export * from './language-choice.js';
export * from './load-catalogue.js';
export * from './skills.js';
