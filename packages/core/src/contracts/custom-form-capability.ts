/**
 * Who may compose a Custom project's form: the settings capability of custom solutions (admin). A
 * module of its own so the router (in the first script of the app) does not pull in the form contracts.
 */
export const CUSTOM_FORM_CAPABILITY = 'settingsCustomSolutions' as const;
