export { DateField } from './DateField';
export type { DateFieldProblem, DateFieldProps } from './DateField';
export { DATE_FIELD_TEXT } from './dateFieldText';
