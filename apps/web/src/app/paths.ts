/** The calculator instances page: home of signed-in users and target of unknown paths. */
export const CALCULATOR_HOME = '/dashboard/calculator';
export const LOGIN_PATH = '/login';
/** Where a missing subscription leads (the spec's subscribe page): the plans of this version. */
export const SUBSCRIBE_PATH = '/plans';
