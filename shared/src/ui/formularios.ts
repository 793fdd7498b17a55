// The kit's form fields beyond TextField (the search box's): one shared module of their own
// (@portal/shared/formularios), so the search pages, which have no form, never fetch them (issue 27).
export { TextAreaField, type TextAreaFieldProps } from './TextAreaField';
export { SelectField, type SelectFieldProps, type SelectOption } from './SelectField';
export { CheckboxField, type CheckboxFieldProps } from './CheckboxField';
