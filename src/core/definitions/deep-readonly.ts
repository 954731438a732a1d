/** A definition as the code reads it: nothing in it may be changed, at any depth (a template stays as it is). */
export type DeepReadonly<T> = T extends (infer Item)[] ? readonly DeepReadonly<Item>[] : T extends object ? { readonly [Key in keyof T]: DeepReadonly<T[Key]> } : T;
