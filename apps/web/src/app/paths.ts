/** The calculator instances page: home of signed-in users and target of unknown paths. */
export const CALCULATOR_HOME = '/dashboard/calculator';
export const LOGIN_PATH = '/login';
