/** The main navigation of the signed-in workspace, in the top bar and in the phone menu. */
export const MAIN_LINKS = [
  { to: '/dashboard/calculator', labelKey: 'calculator.projectsTitle' },
  { to: '/dashboard/factors', labelKey: 'factors.navLabel' },
] as const;
