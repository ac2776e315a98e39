const FIRST_INPUT_EVENTS = ['keydown', 'pointerdown', 'input'] as const;
const CAPTURE = { capture: true } as const;

/**
 * Calls `preload` once, at the user's first key, pointer press or input on the page (not at a
 * focus: the login form focuses its first field itself): code the page needs only once the user
 * acts is fetched then, not with the page. Returns what stops listening.
 */
export function preloadOnFirstInput(preload: () => void, target: EventTarget = document): () => void {
  const stop = () => FIRST_INPUT_EVENTS.forEach((type) => target.removeEventListener(type, start, CAPTURE));
  const start = () => {
    stop();
    preload();
  };
  FIRST_INPUT_EVENTS.forEach((type) => target.addEventListener(type, start, CAPTURE));
  return stop;
}
