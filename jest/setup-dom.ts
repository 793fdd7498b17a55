import { configure } from '@testing-library/react';
import '@testing-library/jest-dom';
import './form-data-from-form';

// findBy…/waitFor wait for an outcome, not against a clock: Testing Library's 1 s default fails on a loaded
// 2-core machine. (jest.preset.cjs gives such tests the time to wait.)
configure({ asyncUtilTimeout: 10_000 });
