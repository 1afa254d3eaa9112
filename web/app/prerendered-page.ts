/**
 * The sign-in and registration pages arrive as static HTML (scripts/prerender/landing-plugin.ts) so they paint before
 * the app's JavaScript runs. That copy sits in #root marked `data-prerendered-auth`; React would wipe it on its first
 * render, long before the page's own chunk has loaded. So it is moved out of React's way first and stays on screen
 * until the real page takes over in the same frame (adoptPrerenderedPage, from the auth layout's layout effect):
 * what the visitor typed meanwhile and where the focus was are carried across, then the copy goes.
 * A tutor's public profile arrives the same way from the server (`data-prerendered-profile`); its copy stays, the app
 * hidden behind it by the page's style, until the profile screen has its data (routes/tutor-profile.tsx), so the
 * visitor never sees a spinner or a half-loaded screen where the profile already was.
 */
const MARK = ':scope > [data-prerendered-auth], :scope > [data-prerendered-profile]';
let page: HTMLElement | null = null;

/** Called before React renders into `root`: keeps the prerendered copy (if any) just before it. */
export function keepPrerenderedPage(root: HTMLElement): void {
  const found = root.querySelector<HTMLElement>(MARK);
  if (!found) return;
  // Moving a node blurs what has focus in it: a visitor already typing keeps the caret where it was.
  const focused = found.contains(document.activeElement) ? document.activeElement : null;
  const selection = focused instanceof HTMLInputElement ? selectionOf(focused) : null;
  root.before(found);
  page = found;
  if (focused instanceof HTMLElement) {
    focused.focus();
    if (selection && focused instanceof HTMLInputElement) focused.setSelectionRange(selection[0], selection[1]);
  }
}

/** An input's selection, where the input type has one (email and number inputs do not). */
function selectionOf(input: HTMLInputElement): [number, number] | null {
  try {
    return input.selectionStart === null || input.selectionEnd === null ? null : [input.selectionStart, input.selectionEnd];
  } catch {
    return null;
  }
}

/** The app showed something else (another route, an error), or its own profile screen is ready: the copy goes as it is. */
export function dropPrerenderedPage(): void {
  page?.remove();
  page = null;
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const FIELDS = 'input, textarea, select';

/** Sets a value as typing would, so React (and react-hook-form's handlers) see the change. */
function setFieldValue(field: Field, value: string): void {
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

function changed(field: Field): boolean {
  if (field instanceof HTMLSelectElement) return [...field.options].some((option) => option.selected !== option.defaultSelected);
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) return field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
}

/**
 * The real page is in `container` now: carry the copy's typed values and focus over to it, then remove the copy.
 * Fields pair up by position (the markup is the same; ids made by useId differ between the build and the browser).
 */
export function adoptPrerenderedPage(container: ParentNode = document): void {
  const copy = page;
  if (!copy) return;
  page = null;
  const oldFields = [...copy.querySelectorAll<Field>(FIELDS)];
  const newFields = [...container.querySelectorAll<Field>(FIELDS)].filter((field) => !copy.contains(field));
  const paired = oldFields.length === newFields.length && oldFields.every((old, i) => old.tagName === newFields[i]!.tagName && old.type === newFields[i]!.type);
  const focusedIndex = paired ? oldFields.findIndex((field) => field === document.activeElement) : -1;
  const focusedOld = oldFields[focusedIndex];
  const selection = focusedOld instanceof HTMLInputElement ? selectionOf(focusedOld) : null;
  if (paired) {
    oldFields.forEach((old, i) => {
      const next = newFields[i]!;
      if (!changed(old)) return;
      if (old instanceof HTMLInputElement && next instanceof HTMLInputElement && (old.type === 'checkbox' || old.type === 'radio')) {
        if (old.checked !== next.checked) next.click();
      } else setFieldValue(next, old.value);
    });
  }
  // A disclosure the visitor opened (the teacher registration's "More about your teaching") stays open.
  const oldDetails = [...copy.querySelectorAll('details')];
  const newDetails = [...container.querySelectorAll('details')].filter((details) => !copy.contains(details));
  if (oldDetails.length === newDetails.length) oldDetails.forEach((details, i) => details.open && (newDetails[i]!.open = true));
  copy.remove();
  const pending = window.tutorhoodPendingSubmit === true;
  window.tutorhoodPendingSubmit = false;
  const target = focusedIndex >= 0 ? newFields[focusedIndex] : undefined;
  if (target) {
    target.focus();
    if (selection && target instanceof HTMLInputElement) target.setSelectionRange(selection[0], selection[1]);
  }
  // Enter or the submit button pressed before the app arrived (web/build/auth-boot.js): sent now, as it would have been.
  if (pending) {
    const form = target?.closest('form') ?? container.querySelector('form');
    form?.requestSubmit();
  }
}

declare global {
  interface Window {
    /** Set by web/build/auth-boot.js when the static copy's form was sent before the app had the page. */
    tutorhoodPendingSubmit?: boolean;
  }
}
