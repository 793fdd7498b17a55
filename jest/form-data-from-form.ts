/**
 * The jest environment installs Node's FormData (ky needs it), which cannot read a jsdom <form>. React
 * builds `new FormData(form, submitter)` when a submit handler starts a transition, as a router
 * navigation does: this subclass accepts the form and copies its named fields.
 */
const NodeFormData = globalThis.FormData;

class FormDataFromForm extends NodeFormData {
  constructor(form?: HTMLFormElement, submitter?: HTMLElement | null) {
    super();
    if (!form) return;
    for (const element of Array.from(form.elements)) {
      if (element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement) {
        if (element.name && !element.disabled) this.append(element.name, element.value);
      }
    }
    if (submitter instanceof HTMLButtonElement && submitter.name) this.append(submitter.name, submitter.value);
  }
}

globalThis.FormData = FormDataFromForm;
