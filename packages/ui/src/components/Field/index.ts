export { Field, splitFieldProps, useFieldControl } from './Field';
export type { FieldControlProps, FieldOwnProps, FieldProps } from './Field';
