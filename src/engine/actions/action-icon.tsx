import iconTable from '../../../schemas/icons.json';

/** The icons actions and navigation entries may name: schemas/icons.json, read as data (a new icon needs no code). */
const icons: Readonly<Record<string, string>> = iconTable.icons;

export interface ActionIconProps {
  readonly name: string;
}

export function ActionIcon({ name }: ActionIconProps) {
  const path = icons[name];
  if (path === undefined) return null;
  return (
    <svg className="icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
