/**
 * The browser tests' time budgets. Each budget in the tests is written for a run on CI's own machine
 * (three browsers on two cores, `CI=true npm test`). The suite must also pass there while the
 * machine is busy with something else: beside a second `npm test` every page took two to three
 * times as long, and tests failed only because their budget ran out (issue 17, docs/decisions.md).
 * So on CI every budget is doubled, all in one place. A budget bounds how long a failure takes to be
 * reported; a test that passes takes no longer for it. Locally (no CI) budgets are as written.
 * A time the product must keep (a toast gone within 1.5 s) is a behaviour, not a budget: it is
 * written without `budget`.
 */
export const LOAD_ALLOWANCE = process.env.CI ? 2 : 1;

/** `ms`, the budget written for CI's machine, allowing for a machine busy with other work. */
export const budget = (ms: number): number => ms * LOAD_ALLOWANCE;
