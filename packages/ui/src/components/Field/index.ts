export { Field, splitFieldProps, useFieldControl } from './Field';
export type { FieldControlProps, FieldMessagePlacement, FieldOwnProps, FieldProps } from './Field';
