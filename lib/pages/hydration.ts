/**
 * `<html data-hydrated>`: the page has hydrated (set by `pages/_app` in the commit that hydrates the page).
 * What the agent did while the page's scripts were still on their way is then given to the app, not lost:
 * what they typed (or the browser filled in) into the server's fields, which React never saw, the last
 * button they tapped (nothing answers a tap before then), and the form they submitted, which the
 * first-paint loader (lib/pages/paintFirstScripts) held instead of letting the browser send it itself.
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** The form (and its button) submitted before the app had hydrated; the loader's own inline code writes it. */
export const HELD_SUBMIT = '__heldSubmit';

/** The last button (not a form's submit) tapped before the app had hydrated; the loader writes it too. */
export const HELD_CLICK = '__heldClick';

type HeldSubmit = { form: HTMLFormElement; submitter: HTMLElement | null };

/** Fields whose value is not typed. */
const NOT_TYPED = new Set(['hidden', 'submit', 'button', 'reset', 'image', 'file', 'checkbox', 'radio']);

/**
 * Tells React of each field whose value is not the one it rendered, as the input it missed: React reads a
 * field's changes against the value it last knew (which it took from the page as it hydrated), so the
 * field is set back to React's value through the element and forward again past it, then told.
 */
function replayEarlyInput(): void {
  for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (NOT_TYPED.has(field.type) || field.value === field.defaultValue) continue;
    const typed = field.value;
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** What the loader held under `name` on the window, taken so it is answered once. */
function takeHeld<Held>(name: string): Held | undefined {
  const held = window as unknown as Record<string, Held | undefined>;
  const value = held[name];
  delete held[name];
  return value;
}

export function markHydrated(): void {
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  replayEarlyInput();
  const heldClick = takeHeld<HTMLElement>(HELD_CLICK);
  if (heldClick?.isConnected) heldClick.click();
  const held = takeHeld<HeldSubmit>(HELD_SUBMIT);
  if (!held?.form.isConnected) return;
  const submitter = held.submitter?.isConnected && held.submitter.closest('form') === held.form ? held.submitter : null;
  held.form.requestSubmit(submitter);
}
