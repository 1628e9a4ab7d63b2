/**
 * The first field of a form that holds text it cannot read (a date typed as 31-02-2026): such a field says so
 * with setCustomValidity, and a submit is refused until it is fixed or emptied. The forms are noValidate, so
 * this is the only constraint checked here; required and the rest are the structs' to check.
 */
export function firstUnreadable(form: HTMLFormElement): HTMLElement | undefined {
  return Array.from(form.elements).find(
    (element): element is HTMLInputElement =>
      element instanceof HTMLInputElement && element.validity.customError,
  );
}
