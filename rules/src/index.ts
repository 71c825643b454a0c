/**
 * @console/rules: the validation rules of spec section 5 and their messages, written once in yup
 * (docs/decisions/101-one-rule-set.md), and the wire types of a list's field metadata. The API
 * validates request bodies with these schemas; the console's forms get the same ones through
 * `@console/shared/forms`, which lists by name what it re-exports.
 */
export * from './field-rules';
export * from './patterns';
export * from './wire';
export * from './permissions';
