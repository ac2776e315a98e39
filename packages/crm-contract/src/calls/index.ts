import { GetCustomer, ValidateCustomerPassword } from './account.js';
import { GetArticles, GetSkills } from './catalogue.js';
import { SendLog } from './log.js';

export * from './account.js';
export * from './catalogue.js';
export * from './log.js';

/** Every call of the contract, for the mock's routes, its OpenAPI page and the contract tests. */
export const allEndpoints = [ValidateCustomerPassword, GetCustomer, GetSkills, GetArticles, SendLog] as const;
