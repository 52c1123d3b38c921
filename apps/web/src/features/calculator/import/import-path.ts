/** The import page, opened on a year when one is given. */
export function getImportPath(instanceId?: string): string {
  const base = '/dashboard/calculator/create/upload';
  return instanceId ? `${base}?instance=${encodeURIComponent(instanceId)}` : base;
}
