import '@testing-library/jest-dom';
import './form-data-from-form';
