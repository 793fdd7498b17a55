import { configure } from '@testing-library/react';
import '@testing-library/jest-dom';
import './form-data-from-form';

// findBy…/waitFor wait for an outcome, not against a clock: Testing Library's 1 s default fails on a loaded
// 2-core machine. (jest.preset.cjs gives such tests the time to wait.)
configure({ asyncUtilTimeout: 10_000 });

// jsdom lays nothing out and only reports "Not implemented" for window.scrollTo, which the shell calls on
// every new page (host/src/app/useScrollOnNavigation.ts); a test that checks scrolling stubs it itself.
// The edge's tests run in node, without a window.
if (typeof window !== 'undefined') window.scrollTo = () => {};

// jsdom has <dialog> but not showModal() nor close(): open and close it as a browser would, without the top
// layer (the kit's Dialog relies on them; e2e checks what jsdom cannot, such as the page behind being inert).
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) { this.open = true; };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}
