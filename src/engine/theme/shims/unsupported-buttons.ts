import UnsupportedField from './unsupported-field';

/**
 * Stands in, in the bundle, for RJSF's icon buttons (copy, move, remove, clear): they serve arrays,
 * additional properties and allowClearTextInputs, none of which a portal form has (bundle-shims.ts).
 */
export default UnsupportedField;
export const CopyButton = UnsupportedField;
export const MoveDownButton = UnsupportedField;
export const MoveUpButton = UnsupportedField;
export const RemoveButton = UnsupportedField;
export const ClearButton = UnsupportedField;
