/**
 * React 19 builds `new FormData(form, submitter)` when a form's submit handler starts a transition
 * (a router navigation does). The test environment's FormData is Node's, which accepts no form
 * element, so such a submit throws in tests although browsers are fine. This gives FormData the
 * form-element constructor browsers have, for tests only.
 */
let installed = false;

export function supportFormElementsInFormData(): void {
  const Base = globalThis.FormData;
  if (!Base || installed) return;
  installed = true;
  class FormDataWithForms extends Base {
    constructor(form?: HTMLFormElement, _submitter?: HTMLElement | null) {
      super();
      if (!form) return;
      for (const element of Array.from(form.elements) as HTMLInputElement[]) {
        if (!element.name || element.disabled || element.type === 'submit' || element.type === 'button') continue;
        if ((element.type === 'checkbox' || element.type === 'radio') && !element.checked) continue;
        this.append(element.name, element.value);
      }
    }
  }
  globalThis.FormData = FormDataWithForms as unknown as typeof FormData;
}
