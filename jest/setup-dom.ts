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
